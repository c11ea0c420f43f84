import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { participants } from '../../../db/schema/index.ts';

export async function updateParticipantLetterFields(
  db: Executor,
  participantId: number,
  values: Pick<
    typeof participants.$inferInsert,
    | 'birthDate'
    | 'postalAddress'
    | 'passportNumber'
    | 'passportCreationDate'
    | 'passportExpirationDate'
    | 'nationality'
  >,
) {
  await db
    .update(participants)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(participants.id, participantId));
}

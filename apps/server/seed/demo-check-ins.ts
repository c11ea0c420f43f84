import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';
import { participants, registrations, userCongresses, users } from '../src/db/schema/index.ts';
import { createSeedServices } from './seed-services.ts';

/** The door's demo account: it can check people in and nothing else. */
export const DEMO_CHECK_IN_EMAIL = 'door@demo.test';

/** Checked in at the door already: Haruto Sato (member3) and João Pereira (member5). */
const CHECKED_IN_EMAILS = ['member3@demo.test', 'member5@demo.test'];

/**
 * The check-in account, and two people it checked in through the check-in service (so their audit
 * entries are there too). Claire Martin and Yuki Tanaka stay to be checked in by hand.
 */
export async function seedDemoCheckIns(db: Database, congressId: number, now: Date, passwordHash: string) {
  const [door] = await db
    .insert(users)
    .values({ email: DEMO_CHECK_IN_EMAIL, passwordHash, roles: ['ROLE_CHECKIN'], congressId })
    .returning({ id: users.id });
  if (!door) throw new Error('seed: the check-in account was not created');
  await db.insert(userCongresses).values({ userId: door.id, congressId });

  const { modules } = createSeedServices(db, () => now);
  const { checkIn } = modules;
  const subject = await modules.auth.findSessionSubject('user', door.id);
  if (!subject) throw new Error('seed: no check-in subject');
  const people = await db
    .select({ id: registrations.id })
    .from(registrations)
    .innerJoin(participants, eq(participants.id, registrations.participantId))
    .where(and(eq(registrations.congressId, congressId), inArray(participants.email, CHECKED_IN_EMAILS)));
  for (const person of people) await checkIn.checkIn(subject, 'demo', person.id);
}

import type { TestClient, TestContext } from '../../../test/test-app.ts';
import { createClient } from '../../../test/test-app.ts';
import { activities } from '../../db/schema/index.ts';
import {
  type CongressFixture,
  createParticipation,
  createRate,
  createUser,
  registrationsOf,
  signInAs,
} from '../payments/test-fixtures.ts';

/** Test helpers of the activities module, on the payments fixtures' own congress. */

export async function insertActivity(
  t: TestContext,
  congress: CongressFixture,
  values: Partial<typeof activities.$inferInsert> & { label: string; startDate: string },
) {
  const [row] = await t.database.db
    .insert(activities)
    .values({
      congressId: congress.id,
      isOpen: true,
      who: ['member', 'spouse'],
      startTime: '10:00',
      ...values,
    })
    .returning();
  if (!row) throw new Error('activity not stored');
  return row;
}

export async function clientOf(t: TestContext, userId: number): Promise<TestClient> {
  const client = createClient(t.app);
  await signInAs(client, userId);
  return client;
}

export async function staffClient(t: TestContext, congress: CongressFixture, role: string, granted = true) {
  const user = await createUser(t.database.db, [role], granted ? congress.id : undefined);
  return clientOf(t, user.id);
}

/** A participant with a participation (and a companion if asked), signed in. */
export async function participantWithRegistrations(
  t: TestContext,
  congress: CongressFixture,
  options: { companion?: boolean; rateId?: number } = {},
) {
  const rateId =
    options.rateId ??
    (await createRate(t.database.db, congress, options.companion ? { secondPrice: '400.00' } : {}));
  const participation = await createParticipation(t.database.db, congress, rateId, {
    companion: options.companion ?? false,
  });
  const rows = await registrationsOf(t.database.db, participation.id);
  return {
    client: await clientOf(t, participation.userId),
    participationId: participation.id,
    mainId: rows[0]?.id as number,
    secondId: rows[1]?.id ?? null,
  };
}

import { and, eq } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';
import { rates, users } from '../src/db/schema/index.ts';
import { DEMO_SLUG } from './demo-congress.ts';
import { createSeedServices, discardSeedEmails, lastOutboxId, seedClock } from './seed-services.ts';

export const DEMO_GROUP_PAYER = 'group@demo.test';
export const DEMO_GROUP_RATE = 'Partner single - Grand Hotel';
export const DEMO_GROUP_PLACES = 3;
/** The one place named: a new address, so naming makes its account (decisions 49). */
export const DEMO_GROUP_NAMED = { firstName: 'Marta', lastName: 'Ribeiro', email: 'marta.ribeiro@demo.test' };

/**
 * A group booking as a payer makes one (decisions 49), through the real services: a hotel chain's
 * buyer books three places on the partners' rate, names one person and chooses the bank transfer,
 * which is awaited. The seed's e-mails are discarded.
 */
export async function seedDemoGroup(db: Database, congressId: number, now: Date, passwordHash: string) {
  const services = createSeedServices(db, seedClock(now));
  const { groups, groupNaming, payments } = services.modules;
  const outboxBefore = await lastOutboxId(db);
  const [rate] = await db
    .select({ id: rates.id })
    .from(rates)
    .where(and(eq(rates.congressId, congressId), eq(rates.label, DEMO_GROUP_RATE)));
  const [account] = await db
    .insert(users)
    .values({ email: DEMO_GROUP_PAYER, passwordHash, roles: ['ROLE_USER'], congressId })
    .returning({ id: users.id });
  if (!rate || !account) throw new Error('seed: no partners rate or group payer');
  const payer = await services.subject('user', account.id);
  const group = await groups.create(payer, {
    congressSlug: DEMO_SLUG,
    rateId: rate.id,
    places: DEMO_GROUP_PLACES,
    billing: {
      billingCompanyName: 'Atlântico Hotels Lda',
      billingCompanyAddress: 'Avenida da República 50',
      billingCompanyPostcode: '1050-196',
      billingCompanyCity: 'Lisboa',
      billingCompanyCountry: 'PT',
    },
  });
  const first = group.places[0];
  if (!first) throw new Error('seed: the group has no place');
  await groupNaming.name(
    payer,
    { groupId: group.id, participationId: first.participationId },
    DEMO_GROUP_NAMED,
  );
  await payments.groupTransfer.choose(payer, group.id);
  await discardSeedEmails(db, congressId, outboxBefore);
}

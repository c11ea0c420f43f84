import { parseArgs } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../database.ts';
import { activities, congresses, rates } from '../schema/index.ts';
import { type BulkContext, type BulkPlan, planBulkParticipation } from './bulk-plan.ts';
import { DEMO_SLUG } from './demo-congress.ts';

export const BULK_NOT_READY = 'Bulk participations arrive with the registration capability';
export class BulkSeedError extends Error {}

const USAGE = 'Usage: npm run seed:bulk -- --participations <N>';

export function parseBulkArgs(args: string[]): { participations: number } {
  try {
    const { values } = parseArgs({ args, options: { participations: { type: 'string' } }, strict: true });
    return { participations: z.coerce.number().int().min(0).max(1_000_000).parse(values.participations) };
  } catch {
    throw new BulkSeedError(`--participations must be a whole number from 0 to 1000000. ${USAGE}`);
  }
}

export async function loadBulkContext(db: Database): Promise<BulkContext> {
  const [congress] = await db
    .select({ id: congresses.id })
    .from(congresses)
    .where(eq(congresses.slug, DEMO_SLUG));
  if (!congress)
    throw new BulkSeedError(`No "${DEMO_SLUG}" congress: start the app once to seed the demo data.`);
  const rateRows = await db
    .select({ id: rates.id, label: rates.label, secondParticipantType: rates.secondParticipantType })
    .from(rates)
    .where(eq(rates.congressId, congress.id))
    .orderBy(asc(rates.id));
  const activityRows = await db
    .select({ id: activities.id })
    .from(activities)
    .where(eq(activities.congressId, congress.id))
    .orderBy(asc(activities.id));
  return { congressId: congress.id, rates: rateRows, activityIds: activityRows.map((a) => a.id) };
}

/**
 * Books one planned participation through the registration services (participant, participation,
 * registrations, payment, activity choices), so bulk data is data the real flow could produce.
 * Filled in with the registration capability.
 */
async function createBulkParticipation(_db: Database, _plan: BulkPlan): Promise<void> {
  throw new BulkSeedError(BULK_NOT_READY);
}

/** `npm run seed:bulk -- --participations N`: adds N generated participations to the demo congress. */
export async function seedBulk(
  db: Database,
  options: { participations: number },
): Promise<{ created: number }> {
  if (options.participations === 0) return { created: 0 };
  const context = await loadBulkContext(db);
  let created = 0;
  for (let index = 0; index < options.participations; index++) {
    await createBulkParticipation(db, planBulkParticipation(context, index));
    created += 1;
  }
  return { created };
}

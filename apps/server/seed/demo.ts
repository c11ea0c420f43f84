import { count } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';
import { congresses } from '../src/db/schema/index.ts';
import { hashDemoPassword, insertDemoAccounts } from './demo-accounts.ts';
import { insertDemoActivities } from './demo-activities.ts';
import { insertDemoAssets } from './demo-assets.ts';
import { insertDemoCongress } from './demo-congress.ts';
import { seedDemoParticipations } from './demo-participations.ts';
import { insertDemoRates } from './demo-rates.ts';
import { insertDemoTemplates } from './demo-templates.ts';
import { seedDemoCheckIns } from './demo-check-ins.ts';
import { seedDemoGroup } from './demo-group.ts';
import { seedDemoWaitingList } from './demo-waiting-list.ts';
import { ageDemoHistory } from './demo-history.ts';
import { seedDemoRoomBlocks } from './demo-room-blocks.ts';
import { seedDemoRooming } from './demo-rooming.ts';

/**
 * Seeds the demo data set of demo-data.md on a database without any congress: the base data
 * (congresses, accounts, rates, activities, templates) in one transaction, then the participations
 * of the account tables through the registration and payment services, which open their own
 * transactions. Only a database that had no congress at the start is seeded.
 */
/** `publicUrl`: the site's address, for the links of the e-mails the demo leaves queued (waiting1's offer). */
export async function seedDemoIfEmpty(
  db: Database,
  now: Date = new Date(),
  publicUrl = '',
): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  // Hashed before the transaction, so the transaction stays short.
  const passwordHash = await hashDemoPassword(db);
  const congressId = await db.transaction(async (tx) => {
    // Checked again inside: another start-up may have seeded in between (without the advisory lock).
    if (!(await isEmpty(tx))) return null;
    const assets = await insertDemoAssets(tx);
    const demo = await insertDemoCongress(tx, assets);
    await insertDemoAccounts(tx, demo, passwordHash);
    await insertDemoRates(tx, demo, now);
    await insertDemoActivities(tx, demo.congressId);
    await insertDemoTemplates(tx, demo.congressId);
    return demo.congressId;
  });
  if (congressId === null) return false;
  await seedDemoParticipations(db, congressId, now);
  await seedDemoWaitingList(db, congressId, now, passwordHash, publicUrl);
  // A group of three, one named, its transfer awaited (decisions 49).
  await seedDemoGroup(db, congressId, now, passwordHash);
  // The blocks count the rooms the bookings above took.
  await seedDemoRoomBlocks(db, congressId, now);
  // A rooming list sent ten days ago, with changes since (the bookings above, as they are now).
  await seedDemoRooming(db, congressId, now);
  // The bookings above move back over three weeks, for the organiser overview.
  await ageDemoHistory(db, congressId);
  await seedDemoCheckIns(db, congressId, now, passwordHash);
  return true;
}

async function isEmpty(db: Pick<Database, 'select'>): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(congresses);
  return (row?.n ?? 0) === 0;
}

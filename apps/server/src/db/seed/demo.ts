import { count } from 'drizzle-orm';
import type { Database } from '../database.ts';
import { congresses } from '../schema/index.ts';

/** Seeds the demo data set of demo-data.md on an empty database. */
export async function seedDemoIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(congresses);
  if ((row?.n ?? 0) > 0) return false;
  await db.insert(congresses).values([
    { slug: 'demo', label: 'Demo Congress 2027', isOpen: true, currency: 'EUR', memberChoosesHotel: true },
    { slug: 'closed-demo', label: 'Closed Congress 2025', isOpen: false },
  ]);
  return true;
}

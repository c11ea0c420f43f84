import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { congresses } from '../../db/schema/index.ts';

export async function markPurged(db: Executor, congressId: number, at: Date) {
  await db.update(congresses).set({ personalDataPurgedAt: at }).where(eq(congresses.id, congressId));
}

import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { congresses } from '../../db/schema/index.ts';

export type CongressRef = { id: number; slug: string; timeZone: string };

const columns = { id: congresses.id, slug: congresses.slug, timeZone: congresses.timeZone };

export async function findCongressRefById(db: Executor, id: number): Promise<CongressRef | null> {
  const [row] = await db.select(columns).from(congresses).where(eq(congresses.id, id));
  return row ?? null;
}

export async function findCongressRefBySlug(db: Executor, slug: string): Promise<CongressRef | null> {
  const [row] = await db.select(columns).from(congresses).where(eq(congresses.slug, slug));
  return row ?? null;
}

import { asc, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { sections } from '../../db/schema/index.ts';

export type SectionRow = typeof sections.$inferSelect;

export async function listSections(db: Executor): Promise<SectionRow[]> {
  return db.select().from(sections).orderBy(asc(sections.name));
}

export async function findSectionByName(db: Executor, name: string): Promise<SectionRow | null> {
  const [row] = await db.select().from(sections).where(sql`lower(${sections.name}) = lower(${name})`);
  return row ?? null;
}

export async function insertSection(
  db: Executor,
  values: { name: string; addressCountry: string | null; numero: string | null },
): Promise<SectionRow> {
  const [row] = await db.insert(sections).values(values).returning();
  if (!row) throw new Error('section not inserted');
  return row;
}

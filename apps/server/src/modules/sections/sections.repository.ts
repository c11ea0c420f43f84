import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { sections } from '../../db/schema/index.ts';

export type SectionRow = typeof sections.$inferSelect;

export async function listSections(db: Executor): Promise<SectionRow[]> {
  return db.select().from(sections).orderBy(asc(sections.name));
}

import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { participations } from './participations.ts';

/**
 * What the participation list's search box reads: one normalised text per participation (no accents,
 * lower case) of its people, companions and room-mates, payment and bank references, hotel, rate,
 * country and comments, under one trigram index. The database keeps it: triggers of the migration
 * refresh it whenever one of those values is written, whichever module writes it.
 */
export const participationSearch = pgTable(
  'participation_search',
  {
    participationId: integer('participation_id')
      .primaryKey()
      .references(() => participations.id, { onDelete: 'cascade' }),
    document: text('document').notNull(),
  },
  (t) => [index('participation_search_document_idx').using('gin', sql`${t.document} gin_trgm_ops`)],
);

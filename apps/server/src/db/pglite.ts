import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * The extensions the migrations create (the list's search: trigram index, accents ignored). PGlite
 * bundles them but loads only those named when it opens, so every embedded database opens here.
 */
export const PGLITE_EXTENSIONS = { pg_trgm, unaccent };

export function createPglite(options: { dataDir?: string; loadDataDir?: Blob | File } = {}) {
  return PGlite.create({ ...options, extensions: PGLITE_EXTENSIONS });
}

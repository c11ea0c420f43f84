import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type DatabaseHandle, fromPglite } from '../../src/db/database.ts';
import { createPglite } from '../../src/db/pglite.ts';
import { createTestDatabase, testDbKind } from '../test-db.ts';

/**
 * A migrated, demo-seeded database a spawned server can open: a PGlite data directory (DATA_DIR)
 * or a PostgreSQL database (DATABASE_URL), both copied from the run's template. The test writes its
 * own rows before the server starts and reads the outcome after it stops (PGlite is one process).
 */
export type PreparedDatabase = {
  kind: 'pglite' | 'postgres';
  env: Record<string, string>;
  dataDir: string | null;
  open(): Promise<DatabaseHandle>;
  /** Closes a handle from `open` (PostgreSQL keeps its one handle until `drop`). */
  release(handle: DatabaseHandle): Promise<void>;
  drop(): Promise<void>;
};

export async function prepareDatabase(): Promise<PreparedDatabase> {
  if (testDbKind() === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'congress-durability-'));
    const blob = new Blob([readFileSync(inject('pgliteTemplatePath'))]);
    const first = await createPglite({ dataDir: join(dataDir, 'pgdata'), loadDataDir: blob });
    await first.close();
    return {
      kind: 'pglite',
      env: { DATA_DIR: dataDir },
      dataDir,
      open: async () => fromPglite(await createPglite({ dataDir: join(dataDir, 'pgdata') })),
      release: (handle) => handle.close(),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const database = await createTestDatabase();
  if (!database.url) throw new Error('no database url');
  return {
    kind: 'postgres',
    env: { DATABASE_URL: database.url },
    dataDir: null,
    open: async () => database,
    release: async () => {},
    drop: () => database.drop(),
  };
}

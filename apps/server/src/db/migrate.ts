import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import type { Database, DatabaseHandle } from './database.ts';
import * as schema from './schema/index.ts';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any fixed number: the key of the advisory lock that serialises start-ups (decisions 28). */
const STARTUP_LOCK_KEY = 727_001;

export type StartupTask = (db: Database) => Promise<void>;

/**
 * Applies the committed migrations, then runs the start-up tasks (demo seed), under a PostgreSQL
 * advisory lock so that several processes can start together.
 */
export async function migrateAndPrepare(
  handle: DatabaseHandle,
  options: { databaseUrl?: string; tasks?: StartupTask[]; onPhase?: (name: string) => void } = {},
): Promise<void> {
  const tasks = options.tasks ?? [];
  const onPhase = options.onPhase ?? (() => {});
  if (handle.kind === 'pglite' && handle.pglite) {
    const db = drizzlePglite(handle.pglite, { schema, casing: 'snake_case' });
    await migratePglite(db, { migrationsFolder });
    onPhase('migrations');
    for (const task of tasks) await task(handle.db);
    onPhase('start-up tasks (demo seed)');
    return;
  }
  if (!options.databaseUrl) throw new Error('databaseUrl is required to migrate a PostgreSQL server');
  // One dedicated connection: a session advisory lock belongs to the connection that took it.
  const client = postgres(options.databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const db = drizzlePostgres(client, { schema, casing: 'snake_case' });
    await db.execute(sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`);
    try {
      await migratePostgres(db, { migrationsFolder });
      onPhase('migrations');
      for (const task of tasks) await task(db as unknown as Database);
      onPhase('start-up tasks (demo seed)');
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`);
    }
  } finally {
    await client.end({ timeout: 5 });
  }
}

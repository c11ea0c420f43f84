import { resolve } from 'node:path';
import type { AppConfig } from '../config.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { type DatabaseHandle, fromPglite, openPostgres } from './database.ts';
import { createPglite } from './pglite.ts';

/** The embedded PGlite under DATA_DIR by default, a PostgreSQL server when DATABASE_URL is set. */
export async function openConfiguredDatabase(config: AppConfig): Promise<DatabaseHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  const dataDir = resolve(config.dataDir);
  const unlock = lockDataDir(dataDir);
  try {
    const pglite = await createPglite({ dataDir: `${dataDir}/pgdata` });
    const handle = fromPglite(pglite);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

import type { AppConfig } from './config.ts';
import type { StartupTask } from './db/migrate.ts';
import { seedDemoIfEmpty } from '../seed/demo.ts';

/** Work done once at start, under the start-up advisory lock, after the migrations. */
export function startupTasks(config: AppConfig): StartupTask[] {
  return config.seedDemo
    ? [
        async (db) => {
          await seedDemoIfEmpty(db, new Date(), config.publicUrl);
        },
      ]
    : [];
}

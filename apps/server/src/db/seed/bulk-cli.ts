// npm run seed:bulk -- --participations N   (see demo-data.md, "Bulk data")
import { ConfigError, loadConfig } from '../../config.ts';
import { startupTasks } from '../../startup.ts';
import { DataDirLockedError } from '../data-dir-lock.ts';
import { migrateAndPrepare } from '../migrate.ts';
import { openConfiguredDatabase } from '../open.ts';
import { BulkSeedError, parseBulkArgs, seedBulk } from './bulk.ts';

async function main() {
  const options = parseBulkArgs(process.argv.slice(2));
  const config = loadConfig();
  const handle = await openConfiguredDatabase(config);
  try {
    // The demo data comes first on an empty database, as at start-up.
    await migrateAndPrepare(handle, { databaseUrl: config.databaseUrl, tasks: startupTasks(config) });
    const started = performance.now();
    const { created } = await seedBulk(handle.db, options);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Added ${created} participations to the demo congress in ${seconds} s.`);
  } finally {
    await handle.checkpoint();
    await handle.close();
  }
}

const known = [BulkSeedError, ConfigError, DataDirLockedError];
main().catch((error: unknown) => {
  if (error instanceof Error && known.some((kind) => error instanceof kind)) console.error(error.message);
  else console.error(error);
  process.exitCode = 1;
});

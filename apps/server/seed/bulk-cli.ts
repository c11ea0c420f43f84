// npm run seed:bulk -- --participations N   (see demo-data.md, "Bulk data")
import { ConfigError, loadConfig } from '../src/config.ts';
import { startupTasks } from '../src/startup.ts';
import { DataDirLockedError } from '../src/db/data-dir-lock.ts';
import { migrateAndPrepare } from '../src/db/migrate.ts';
import { openConfiguredDatabase } from '../src/db/open.ts';
import { BulkSeedError, parseBulkArgs, seedBulk } from './bulk.ts';

async function main() {
  const options = parseBulkArgs(process.argv.slice(2));
  const config = loadConfig();
  // Generated people and offline card payments never belong in a production database (decisions 27).
  if (config.isProduction) throw new BulkSeedError('seed:bulk is refused in production.');
  const handle = await openConfiguredDatabase(config);
  try {
    // The demo data comes first on an empty database, as at start-up.
    await migrateAndPrepare(handle, { databaseUrl: config.databaseUrl, tasks: startupTasks(config) });
    const started = performance.now();
    const { created, quotaRaisedBy } = await seedBulk(handle.db, {
      ...options,
      onBatch: (done) => process.stdout.write(`\r${done} / ${options.participations}`),
    });
    const elapsed = (performance.now() - started) / 1000;
    const rate = created > 0 ? ` (${(created / elapsed).toFixed(1)} per second)` : '';
    console.log(`\nAdded ${created} participations to the demo congress in ${elapsed.toFixed(1)} s${rate}.`);
    if (quotaRaisedBy > 0)
      console.log(`The quotas of the bookable rates were raised by ${quotaRaisedBy} to make room.`);
    if (created < options.participations) console.log('Every bookable rate is full: no more room.');
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

import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { migrateAndPrepare } from './db/migrate.ts';
import { openConfiguredDatabase } from './db/open.ts';
import { accessTokenSigner, createServices } from './services.ts';
import { startupTasks } from './startup.ts';
import { startupPhases } from './lib/startup-phases.ts';

/** Pending connections the listening socket queues (see the listen call). */
const LISTEN_BACKLOG = 4096;

async function main() {
  const phases = startupPhases();
  phases.mark('node and modules');
  const config = loadConfig();
  const handle = await openConfiguredDatabase(config);
  phases.mark('database open');
  await migrateAndPrepare(handle, {
    databaseUrl: config.databaseUrl,
    tasks: startupTasks(config),
    onPhase: phases.mark,
  });
  // The planner starts from what the tables hold (the demo data just seeded, or last run's: gathered
  // by the statistics worker and at every stop).
  await handle.refreshStaleStatistics();
  phases.mark('statistics');
  // The one composition root of the process: the app and the workers share these services. They log
  // through the app's logger, made by buildApp just below; nothing they run can fail before it exists.
  let log: FastifyBaseLogger | undefined;
  const clock = () => new Date();
  const services = createServices({
    config,
    db: handle.db,
    clock,
    signer: await accessTokenSigner({ config, db: handle.db, clock }),
    log: { error: (details: object, message?: string) => log?.error(details, message) },
  });
  phases.mark('services');
  const app = await buildApp({ config, db: handle.db, logger: true, services });
  log = app.log;
  phases.mark('routes');
  const workers = await import('./workers.ts').then((m) =>
    m.startWorkers({
      config,
      db: handle.db,
      log: app.log,
      services,
      refreshStatistics: () => handle.refreshStatistics(),
    }),
  );
  phases.mark('workers');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping');
    await workers.stop();
    await app.close();
    // The next start trusts these statistics (refreshStaleStatistics): they describe this run's data.
    await handle.refreshStatistics();
    await handle.checkpoint();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  // An opening rush connects thousands at once: Node's default queue of 511 pending connections
  // overflows and the kernel resets the rest (ECONNRESET for the buyer); the kernel caps it at somaxconn.
  await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
  phases.mark('listen');
  app.log.info(phases.summary(), 'started');
  app.log.info(`Congress registration is running at ${config.publicUrl} (${handle.kind} database)`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});

import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';

export type Workers = { stop(): Promise<void> };

/** Background work of the process: the e-mail outbox worker (and later sweeps). */
export async function startWorkers(_deps: {
  config: AppConfig;
  db: Database;
  log: FastifyBaseLogger;
}): Promise<Workers> {
  return { stop: async () => {} };
}

import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories take either the database or an open transaction. */
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  kind: 'pglite' | 'postgres';
  db: Database;
  /** Flushes to disk (PGlite) before a clean stop. */
  checkpoint(): Promise<void>;
  /**
   * Gathers the planner's statistics (PGlite): PGlite runs no autovacuum, and a planner without them
   * takes every table for tiny and scans (a count of a hotel's rooms with twenty pairs of room-mates
   * took 276 ms instead of 16 ms). PostgreSQL's autovacuum does it there: nothing to do.
   */
  refreshStatistics(): Promise<void>;
  /**
   * refreshStatistics when a table was never analysed (the database was just made, or seeded): PGlite
   * keeps the statistics across restarts (and the stop refreshes them), so a later start costs one
   * query, not an ANALYZE of every table. PGlite counts no changes (n_mod_since_analyze stays 0).
   */
  refreshStaleStatistics(): Promise<void>;
  close(): Promise<void>;
  pglite?: PGlite;
};

const STALE_STATISTICS = `select exists (
  select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind = 'r' and c.reltuples < 0
) as stale`;

export function fromPglite(pglite: PGlite): DatabaseHandle {
  const db = drizzlePglite(pglite, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    kind: 'pglite',
    db,
    pglite,
    checkpoint: async () => {
      await pglite.exec('CHECKPOINT');
    },
    refreshStatistics: async () => {
      await pglite.exec('ANALYZE');
    },
    refreshStaleStatistics: async () => {
      const { rows } = await pglite.query<{ stale: boolean }>(STALE_STATISTICS);
      if (rows[0]?.stale) await pglite.exec('ANALYZE');
    },
    close: async () => {
      if (!pglite.closed) await pglite.close();
    },
  };
}

export function openPostgres(url: string, options: { max?: number } = {}): DatabaseHandle {
  const client = postgres(url, {
    max: options.max ?? 10,
    onnotice: () => {},
    // A lock wait is bounded: it answers a retryable error, never a hang (architecture).
    connection: { lock_timeout: 5000, application_name: 'congress-registration' },
    // A lost server is tried again within half a second (the default backs off to 20 s, so requests
    // queued behind it would wait that long for their 503, and the recovery as long to be seen).
    backoff: (retries: number) => Math.min(0.02 * 2 ** retries, 0.5),
    // A connection the server accepted but never answers (caught mid-restart) fails after 5 s, not 30.
    connect_timeout: 5,
  });
  const db = drizzlePostgres(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    kind: 'postgres',
    db,
    checkpoint: async () => {},
    refreshStatistics: async () => {},
    refreshStaleStatistics: async () => {},
    close: async () => {
      await client.end({ timeout: 5 });
    },
  };
}

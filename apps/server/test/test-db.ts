import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { type DatabaseHandle, fromPglite, openPostgres } from '../src/db/database.ts';
import { createPglite } from '../src/db/pglite.ts';
import { inject } from 'vitest';
import { postgresUrlFor, TEMPLATE_DATABASE } from './test-paths.ts';

export type TestDatabase = DatabaseHandle & { url?: string; drop(): Promise<void> };

export const testDbKind = (): 'pglite' | 'postgres' =>
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A fresh copy of the migrated, seeded template: a cloned data directory or a template database. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDbKind() === 'pglite') {
    const blob = new Blob([readFileSync(inject('pgliteTemplatePath'))]);
    const pglite = await createPglite({ loadDataDir: blob });
    const handle = fromPglite(pglite);
    return { ...handle, drop: () => handle.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `congress_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${TEMPLATE_DATABASE}`);
  const url = postgresUrlFor(adminUrl, name);
  const handle = openPostgres(url, { max: 20 });
  return {
    ...handle,
    url,
    drop: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

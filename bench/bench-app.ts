// The app on a fresh database (PGlite in memory, or a new database on the PostgreSQL server of
// DATABASE_URL) holding the bulk fixture, and a signed-in admin's cookie.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type DatabaseHandle, fromPglite, openPostgres } from '../apps/server/src/db/database.ts';
import { migrateAndPrepare } from '../apps/server/src/db/migrate.ts';
import { createPglite } from '../apps/server/src/db/pglite.ts';
import { createAccessTokenSigner } from '../apps/server/src/lib/tokens.ts';
import { ACCESS_COOKIE } from '../apps/server/src/plugins/auth.ts';
import { insertTestSession } from '../apps/server/test/fixtures/auth-fixtures.ts';
import { type BulkFixture, createBulkFixture } from './bulk-fixture.ts';

const JWT_SECRET = 'bench-signing-secret-0123456789abcdef0123';

export async function openDatabase(): Promise<{
  handle: DatabaseHandle;
  kind: string;
  drop(): Promise<void>;
}> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const handle = fromPglite(await createPglite());
    await migrateAndPrepare(handle);
    return { handle, kind: 'PGlite (in memory)', drop: () => handle.close() };
  }
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), { max: 10 });
  await migrateAndPrepare(handle, { databaseUrl: url.toString() });
  const [version] = await admin.unsafe('show server_version');
  return {
    handle,
    kind: `PostgreSQL ${String(version?.server_version ?? '').split(' ')[0]}`,
    drop: async () => {
      await handle.close();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export async function createBenchApp(count: number) {
  const database = await openDatabase();
  const started = performance.now();
  const fixture: BulkFixture = await createBulkFixture(database.handle.db, count);
  const fixtureMs = performance.now() - started;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://127.0.0.1:3999',
    JWT_SECRET,
  });
  const app = await buildApp({ config, db: database.handle.db });
  await app.ready();
  const { token } = await createAccessTokenSigner(JWT_SECRET).sign({
    sub: String(fixture.adminUserId),
    kind: 'user',
    sv: 1,
    sid: await insertTestSession(database.handle.db, { kind: 'user', id: fixture.adminUserId }),
  });
  return {
    app,
    fixture,
    fixtureMs,
    kind: database.kind,
    db: database.handle.db,
    cookie: `${ACCESS_COOKIE}=${token}`,
    origin: config.publicUrl,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

export const median = (values: number[]) => percentile(values, 50);
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

export const argValue = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};

export const argText = (name: string, fallback: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
};

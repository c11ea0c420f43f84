// The three exports on N participations from the built server in its own process, as it runs in
// production (plain Node, no tsx): time, and the server's RSS before and at its peak (the kernel's
// high-water mark, VmHWM), which the in-process bench (bench/exports.ts) cannot tell apart from the
// bench itself, the fixture and tsx. On PGlite the server opens a data directory, as `npm start` does.
// Run: node --import tsx bench/exports-server.ts [--participations 20000]   (DATABASE_URL=... for PostgreSQL)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { build } from 'esbuild';
import postgres from 'postgres';
import { type DatabaseHandle, fromPglite, openPostgres } from '../apps/server/src/db/database.ts';
import { createPglite } from '../apps/server/src/db/pglite.ts';
import { migrateAndPrepare } from '../apps/server/src/db/migrate.ts';
import { createAccessTokenSigner } from '../apps/server/src/lib/tokens.ts';
import { ACCESS_COOKIE } from '../apps/server/src/plugins/auth.ts';
import { insertTestSession } from '../apps/server/test/fixtures/auth-fixtures.ts';
import { externalDependencies } from '../apps/server/build-external.mjs';
import { argValue } from './bench-app.ts';
import { createBulkFixture } from './bulk-fixture.ts';

const count = argValue('participations', 20_000);
const JWT_SECRET = 'bench-signing-secret-0123456789abcdef0123';
const server = new URL('../apps/server/', import.meta.url).pathname;
// Inside apps/server (its .tmp is ignored by git), so the bundle finds the server's node_modules.
mkdirSync(`${server}.tmp`, { recursive: true });
const work = mkdtempSync(`${server}.tmp/bench-exports-`);
const external = externalDependencies();

// The server as apps/server/build.mjs builds it, into a directory of this run only.
await build({
  absWorkingDir: server,
  entryPoints: { main: 'src/main.ts' },
  outdir: join(work, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external: [...external, 'esbuild'],
  logLevel: 'warning',
});
cpSync(`${server}src/db/migrations`, join(work, 'dist/migrations'), { recursive: true });
cpSync(`${server}seed/assets`, join(work, 'dist/assets'), { recursive: true });

const adminUrl = process.env.DATABASE_URL;
const dataDir = join(work, 'data');
const name = `bench_${randomBytes(4).toString('hex')}`;
const admin = adminUrl ? postgres(adminUrl, { max: 1, onnotice: () => {} }) : null;
let databaseUrl: string | null = null;
let handle: DatabaseHandle;
if (adminUrl && admin) {
  await admin.unsafe(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  handle = openPostgres(databaseUrl, { max: 4 });
  await migrateAndPrepare(handle, { databaseUrl });
} else {
  // Where the server opens its embedded database (apps/server/src/db/open.ts).
  mkdirSync(dataDir, { recursive: true });
  handle = fromPglite(await createPglite({ dataDir: `${dataDir}/pgdata` }));
  await migrateAndPrepare(handle);
}
const fixture = await createBulkFixture(handle.db, count);
const sid = await insertTestSession(handle.db, { kind: 'user', id: fixture.adminUserId });
await handle.checkpoint();
await handle.close();
const { token } = await createAccessTokenSigner(JWT_SECRET).sign({
  sub: String(fixture.adminUserId),
  kind: 'user',
  sv: 1,
  sid,
});
const cookie = `${ACCESS_COOKIE}=${token}`;

const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const address = probe.address();
    probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
  });
});
const origin = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, [join(work, 'dist/main.js')], {
  cwd: work,
  env: {
    ...process.env,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    DATA_DIR: dataDir,
    NODE_ENV: 'development',
    PORT: String(port),
    PUBLIC_URL: origin,
    JWT_SECRET,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const memory = (field: 'VmRSS' | 'VmHWM') => {
  const line = readFileSync(`/proc/${child.pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+)`));
  return Math.round(Number(line?.[1] ?? 0) / 1024);
};
try {
  for (let i = 0; ; i++) {
    const ok = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 600) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const results: Record<string, unknown>[] = [];
  for (const type of ['all', 'accounting', 'rooming']) {
    const before = memory('VmRSS');
    const started = performance.now();
    const response = await fetch(`${origin}/api/export/${type}`, {
      method: 'POST',
      headers: { cookie, origin, 'content-type': 'application/json' },
      body: JSON.stringify({ congressId: fixture.congressId }),
    });
    if (!response.ok || !response.body)
      throw new Error(`${type}: ${response.status} ${await response.text()}`);
    let bytes = 0;
    for await (const chunk of response.body) bytes += chunk.byteLength;
    results.push({
      export: type,
      seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
      fileMB: Number((bytes / (1024 * 1024)).toFixed(2)),
      serverRssBeforeMB: before,
      serverPeakRssSoFarMB: memory('VmHWM'),
    });
  }
  console.log(
    `${databaseUrl ? 'PostgreSQL' : 'PGlite (data directory)'}: ${count} participations, exports from the built server in its own process`,
  );
  console.table(results);
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  await admin?.unsafe(`drop database if exists ${name} with (force)`);
  await admin?.end();
  rmSync(work, { recursive: true, force: true });
}

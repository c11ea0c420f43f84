// The built server (plain Node, as `npm start` runs it) in its own process, on a database the bench
// prepared: a PostgreSQL database of its own (DATABASE_URL given) or a PGlite data directory the
// server opens as `npm start` does. Used by the benches that must not share the server's thread or
// memory with their own clients and fixtures (exports-server.ts, rush-server.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { build } from 'esbuild';
import postgres from 'postgres';
import { externalDependencies } from '../apps/server/build-external.mjs';
import { type DatabaseHandle, fromPglite, openPostgres } from '../apps/server/src/db/database.ts';
import { migrateAndPrepare } from '../apps/server/src/db/migrate.ts';
import { createPglite } from '../apps/server/src/db/pglite.ts';

export const BENCH_JWT_SECRET = 'bench-signing-secret-0123456789abcdef0123';
const server = new URL('../apps/server/', import.meta.url).pathname;

export type BuiltServerWork = {
  /** The database the bench fills before the server starts (closed by `start`). */
  handle: DatabaseHandle;
  kind: 'PostgreSQL' | 'PGlite (data directory)';
  /** Starts the built server on the prepared database; `nodeArgs` go before the script. */
  start(options?: { env?: Record<string, string>; nodeArgs?: string[] }): Promise<RunningServer>;
  /** The database again, after the server stopped (to check what it wrote). */
  reopen(): Promise<DatabaseHandle>;
  /** Drops the database and the work directory. */
  cleanUp(): Promise<void>;
};

export type RunningServer = {
  origin: string;
  child: ChildProcess;
  /** The server's resident memory now, or its high-water mark (the kernel's VmHWM), in MB. */
  memory(field: 'VmRSS' | 'VmHWM'): number;
  stop(): Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Builds the server as apps/server/build.mjs does, into a directory of this run, and opens its database. */
export async function prepareBuiltServer(): Promise<BuiltServerWork> {
  // Inside apps/server (its .tmp is ignored by git), so the bundle finds the server's node_modules.
  mkdirSync(`${server}.tmp`, { recursive: true });
  const work = mkdtempSync(`${server}.tmp/bench-server-`);
  await build({
    absWorkingDir: server,
    entryPoints: { main: 'src/main.ts' },
    outdir: join(work, 'dist'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: [...externalDependencies(), 'esbuild'],
    logLevel: 'warning',
  });
  cpSync(`${server}src/db/migrations`, join(work, 'dist/migrations'), { recursive: true });
  cpSync(`${server}seed/assets`, join(work, 'dist/assets'), { recursive: true });

  const adminUrl = process.env.DATABASE_URL;
  const dataDir = join(work, 'data');
  const name = `bench_${randomBytes(4).toString('hex')}`;
  const admin = adminUrl ? postgres(adminUrl, { max: 1, onnotice: () => {} }) : null;
  let databaseUrl: string | null = null;
  const open = async (): Promise<DatabaseHandle> =>
    databaseUrl
      ? openPostgres(databaseUrl, { max: 4 })
      : fromPglite(await createPglite({ dataDir: `${dataDir}/pgdata` }));
  if (adminUrl && admin) {
    await admin.unsafe(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  } else {
    mkdirSync(dataDir, { recursive: true });
  }
  const handle = await open();
  await migrateAndPrepare(handle, databaseUrl ? { databaseUrl } : {});

  return {
    handle,
    kind: databaseUrl ? 'PostgreSQL' : 'PGlite (data directory)',
    async start(options = {}) {
      await handle.checkpoint();
      await handle.close();
      const port = await freePort();
      const origin = `http://127.0.0.1:${port}`;
      const child = spawn(process.execPath, [...(options.nodeArgs ?? []), join(work, 'dist/main.js')], {
        cwd: work,
        env: {
          ...process.env,
          ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
          DATA_DIR: dataDir,
          NODE_ENV: 'development',
          PORT: String(port),
          PUBLIC_URL: origin,
          JWT_SECRET: BENCH_JWT_SECRET,
          LOG_LEVEL: 'silent',
          SEED_DEMO: 'false',
          ...options.env,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      const memory = (field: 'VmRSS' | 'VmHWM') => {
        const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
        const line = status.match(new RegExp(`${field}:\\s+(\\d+)`));
        return Math.round(Number(line?.[1] ?? 0) / 1024);
      };
      const stop = async () => {
        if (child.exitCode !== null) return;
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
      };
      for (let i = 0; ; i++) {
        const ok = await fetch(`${origin}/api/health`).then(
          (r) => r.ok,
          () => false,
        );
        if (ok) break;
        if (i > 600 || child.exitCode !== null) {
          await stop();
          throw new Error('the server did not start');
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return { origin, child, memory, stop };
    },
    reopen: open,
    async cleanUp() {
      await admin?.unsafe(`drop database if exists ${name} with (force)`);
      await admin?.end();
      rmSync(work, { recursive: true, force: true });
    },
  };
}

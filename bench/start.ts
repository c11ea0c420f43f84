// How long `npm start` takes to answer, measured from outside as a user meets it: `npm start` in its
// own process on a data directory of this run (or a PostgreSQL database of its own with DATABASE_URL),
// the time from the spawn to the first 200 of /api/health and then of /demo. A first start (which
// seeds the demo data), then `--runs` second starts on the same data; each row has the phases the
// server logs once it listens (elapsed and CPU ms: a busy machine stretches the first, not the second).
// The build is brought up to date before the first start, so no start here builds.
// Run: node --import tsx bench/start.ts [--runs 3] (DATABASE_URL=... for PostgreSQL)
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { argValue, median } from './bench-app.ts';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const RUNS = argValue('runs', 3);
/** The goal for a second start, to /demo answered. */
const TARGET_MS = 2000;

type Phases = Record<string, number>;
type Start = { healthMs: number; demoMs: number; buildCheckMs: number; phases: Phases; cpu: Phases };

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function firstOk(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`npm start exited (${child.exitCode}) before ${url} answered`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const isGroupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * npm, its shell and the server share a process group (detached): stopped together, as Ctrl-C does,
 * and waited for to the last (npm may exit before the server has closed its data directory).
 */
async function stop(child: ChildProcess): Promise<void> {
  const { pid } = child;
  if (pid === undefined) return;
  if (isGroupAlive(pid)) process.kill(-pid, 'SIGTERM');
  while (isGroupAlive(pid)) await new Promise((resolve) => setTimeout(resolve, 20));
}

async function startOnce(env: Record<string, string>): Promise<Start> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn('npm', ['start', '--silent'], {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'info', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let buildCheckMs = Number.NaN;
  let summary: { startupMs?: Phases; startupCpuMs?: Phases } = {};
  let pending = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (line.startsWith('server: up to date')) buildCheckMs = Math.round(performance.now() - started);
      if (line.includes('"startupMs"')) summary = JSON.parse(line);
    }
  });
  try {
    await firstOk(`${origin}/api/health`, child);
    const healthMs = Math.round(performance.now() - started);
    await firstOk(`${origin}/demo`, child);
    const demoMs = Math.round(performance.now() - started);
    // The summary is written as the server starts listening: it is there by now, but give stdout a moment.
    for (let i = 0; i < 100 && !summary.startupMs; i++) await new Promise((r) => setTimeout(r, 10));
    return {
      healthMs,
      demoMs,
      buildCheckMs,
      phases: summary.startupMs ?? {},
      cpu: summary.startupCpuMs ?? {},
    };
  } finally {
    await stop(child);
  }
}

function row(label: string, start: Start): string {
  const phases = Object.entries(start.phases)
    .filter(([name]) => name !== 'total')
    .map(([name, ms]) => `${name} ${ms} (${start.cpu[name] ?? '?'})`)
    .join(', ');
  return `| ${label} | ${start.healthMs} | ${start.demoMs} | ${start.buildCheckMs} | ${start.phases.total ?? '?'} (${start.cpu.total ?? '?'}) | ${phases} |`;
}

async function main() {
  // Up to date before timing: a start here measures the check, never a build.
  execFileSync(process.execPath, ['scripts/build-if-changed.mjs'], { cwd: ROOT, stdio: 'ignore' });
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-start-'));
  const adminUrl = process.env.DATABASE_URL;
  const name = `bench_start_${randomBytes(4).toString('hex')}`;
  const admin = adminUrl ? postgres(adminUrl, { max: 1, onnotice: () => {} }) : null;
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (adminUrl && admin) {
    await admin.unsafe(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  }
  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  try {
    const first = await startOnce(env);
    const again: Start[] = [];
    for (let i = 0; i < RUNS; i++) again.push(await startOnce(env));
    const medianDemo = median(again.map((start) => start.demoMs));
    console.log(
      [
        `${adminUrl ? 'PostgreSQL' : 'PGlite (data directory)'}, load average ${load} at the start.`,
        '',
        '| start | /api/health ms | /demo ms | build check ms | server listening ms (CPU) | phases ms (CPU ms) |',
        '| --- | --: | --: | --: | --: | --- |',
        row('first (seeds)', first),
        ...again.map((start, i) => row(`second #${i + 1}`, start)),
        '',
        `Second start to /demo, median of ${RUNS}: ${medianDemo} ms (target < ${TARGET_MS} ms).`,
      ].join('\n'),
    );
  } finally {
    await admin?.unsafe(`drop database if exists ${name} with (force)`);
    await admin?.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

// Throughput of the public rate lists under 100 connections (autocannon), beside a bare Fastify
// "hello" answered by the same machine in the same run: the ratio is what our stack costs. Each runs
// in its own process (the built server as `npm start` runs it, bench/built-server.ts; the reference,
// bench/bare-fastify.ts) and the load comes from this one, so no figure shares a thread with its client.
// Usage: npm run bench:throughput [-- --seconds 10 --connections 100 --rounds 3] [--node-args "--cpu-prof ..."]
//        (DATABASE_URL=… for PostgreSQL)
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { seedDemoIfEmpty } from '../apps/server/seed/demo.ts';
import { argText, argValue, percentile } from './bench-app.ts';
import { prepareBuiltServer } from './built-server.ts';

const SECONDS = argValue('seconds', 10);
const CONNECTIONS = argValue('connections', 100);
const nodeArgs = argText('node-args', '').split(' ').filter(Boolean);
const BARE_PORT = 3951;
const WARM_UP_SECONDS = Math.min(2, SECONDS);
const ROUNDS = argValue('rounds', 3);

type Figures = {
  requestsPerSecond: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** The server process's CPU time per answer: what the machine's other users change least. */
  cpuMicroseconds: number;
};

/** A process's CPU time so far in ms, from the kernel (/proc/<pid>/stat: utime + stime, 10 ms ticks). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

type Row = { name: string; url: string; pid: number; headers?: Record<string, string> };

/** What a browser sends with every request: the lists are compressed for it (lib/send-json.ts). */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const median = (values: number[]) => percentile(values, 50);

async function load(row: Row, duration = SECONDS): Promise<Figures> {
  const cpuBefore = cpuMs(row.pid);
  const result = await autocannon({ url: row.url, headers: row.headers, connections: CONNECTIONS, duration });
  return {
    cpuMicroseconds: ((cpuMs(row.pid) - cpuBefore) * 1000) / Math.max(1, result.requests.total),
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function startBareFastify(): Promise<ChildProcess> {
  const script = new URL('./bare-fastify.ts', import.meta.url).pathname;
  const child = spawn(process.execPath, ['--import', 'tsx', script, String(BARE_PORT)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`bare Fastify exited (${code})`)));
  });
  await ready;
  return child;
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await once(child, 'exit');
}

async function main() {
  const work = await prepareBuiltServer();
  await seedDemoIfEmpty(work.handle.db);
  const server = await work.start({ nodeArgs });
  const bare = await startBareFastify();
  const pid = server.child.pid ?? 0;
  const barePid = bare.pid ?? 0;
  try {
    const list = `${server.origin}/api/rate/congress/demo`;
    const participant = `${server.origin}/api/rate/congress/demo/participant/affiliate-partners`;
    const rows: Row[] = [
      { name: 'bare Fastify hello (reference)', url: `http://127.0.0.1:${BARE_PORT}/hello`, pid: barePid },
      {
        name: 'GET /api/rate/congress/demo, as a browser asks (compressed)',
        url: list,
        pid,
        headers: BROWSER,
      },
      { name: 'GET /api/rate/congress/demo, no Accept-Encoding', url: list, pid },
      {
        name: 'GET /api/rate/congress/demo/participant/affiliate-partners',
        url: participant,
        pid,
        headers: BROWSER,
      },
    ];
    // Both servers measured warm (their code compiled by the JIT), so no row is the cold one.
    for (const row of rows) await load(row, WARM_UP_SECONDS);
    // Round by round, each row right after the reference: a machine shared with others changes speed
    // from one minute to the next, and the ratio of neighbours is what stays meaningful.
    const figures: Figures[][] = rows.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, row] of rows.entries()) figures[i]?.push(await load(row));
    }
    const reference = figures[0] ?? [];
    console.log(
      `database: ${work.kind}; ${CONNECTIONS} connections, ${SECONDS} s each, median of ${ROUNDS} rounds`,
    );
    console.log(
      '| request | req/s | x reference | p99 ms | server CPU µs/answer | x reference | errors | non-2xx |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    for (const [i, row] of rows.entries()) {
      const runs = figures[i] ?? [];
      const ratios = runs.map((run, r) => run.requestsPerSecond / (reference[r]?.requestsPerSecond ?? 1));
      const cpu = median(runs.map((run) => run.cpuMicroseconds));
      const referenceCpu = median(reference.map((run) => run.cpuMicroseconds));
      const sum = (pick: (f: Figures) => number) => runs.reduce((total, run) => total + pick(run), 0);
      console.log(
        `| ${row.name} | ${median(runs.map((run) => run.requestsPerSecond)).toFixed(0)} | ${median(ratios).toFixed(2)} | ${median(runs.map((run) => run.p99))} | ${cpu.toFixed(0)} | ${(cpu / referenceCpu).toFixed(2)} | ${sum((f) => f.errors)} | ${sum((f) => f.non2xx)} |`,
      );
    }
  } finally {
    await stop(bare);
    await server.stop();
    await work.cleanUp();
  }
}

await main();

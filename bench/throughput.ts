// Throughput of the public rate lists under 100 connections (autocannon), beside a bare Fastify
// "hello" answered by the same machine in the same run: the ratio is what our stack costs. Each runs
// in its own process (the built server as `npm start` runs it, bench/built-server.ts; the reference,
// bench/bare-fastify.ts) and the load comes from this one, so no figure shares a thread with its client.
// Usage: npm run bench:throughput [-- --seconds 10 --connections 100] [--node-args "--cpu-prof ..."]
//        (DATABASE_URL=… for PostgreSQL)
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import autocannon from 'autocannon';
import { seedDemoIfEmpty } from '../apps/server/seed/demo.ts';
import { argText, argValue } from './bench-app.ts';
import { prepareBuiltServer } from './built-server.ts';

const SECONDS = argValue('seconds', 10);
const CONNECTIONS = argValue('connections', 100);
const nodeArgs = argText('node-args', '').split(' ').filter(Boolean);
const BARE_PORT = 3951;

type Figures = { requestsPerSecond: number; p99: number; errors: number; non2xx: number };

/** What a browser sends with every request: the lists are compressed for it (lib/send-json.ts). */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

async function load(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: SECONDS });
  return {
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
  try {
    const bare = await startBareFastify();
    let reference: Figures;
    try {
      reference = await load(`http://127.0.0.1:${BARE_PORT}/hello`);
    } finally {
      await stop(bare);
    }
    const rows: [string, Figures][] = [['bare Fastify hello (reference)', reference]];
    const list = '/api/rate/congress/demo';
    const participant = '/api/rate/congress/demo/participant/affiliate-partners';
    rows.push([
      `GET ${list}, as a browser asks (compressed)`,
      await load(`${server.origin}${list}`, BROWSER),
    ]);
    rows.push([`GET ${list}, no Accept-Encoding`, await load(`${server.origin}${list}`)]);
    rows.push([`GET ${participant}`, await load(`${server.origin}${participant}`, BROWSER)]);
    console.log(`database: ${work.kind}; ${CONNECTIONS} connections, ${SECONDS} s each`);
    console.log('| request | req/s | x reference | p99 ms | errors | non-2xx |');
    console.log('|---|---|---|---|---|---|');
    for (const [name, figures] of rows) {
      const ratio = (figures.requestsPerSecond / reference.requestsPerSecond).toFixed(2);
      console.log(
        `| ${name} | ${figures.requestsPerSecond.toFixed(0)} | ${ratio} | ${figures.p99} | ${figures.errors} | ${figures.non2xx} |`,
      );
    }
  } finally {
    await server.stop();
    await work.cleanUp();
  }
}

await main();

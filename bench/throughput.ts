// Throughput of the public rate lists under 100 connections (autocannon), beside a bare Fastify
// "hello" answered by the same machine in the same run: the ratio is what our stack costs.
// Usage: npm run bench:throughput [-- --seconds 10 --connections 100]  (DATABASE_URL=… for PostgreSQL)
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { seedDemoIfEmpty } from '../apps/server/seed/demo.ts';
import { argValue, openDatabase } from './bench-app.ts';

const SECONDS = argValue('seconds', 10);
const CONNECTIONS = argValue('connections', 100);

type Figures = { requestsPerSecond: number; p99: number; errors: number; non2xx: number };

async function load(url: string): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function bareFastify(): Promise<Figures> {
  const bare = Fastify();
  bare.get('/hello', async () => ({ hello: 'world' }));
  await bare.listen({ port: 3951, host: '127.0.0.1' });
  try {
    return await load('http://127.0.0.1:3951/hello');
  } finally {
    await bare.close();
  }
}

async function main() {
  const database = await openDatabase();
  await seedDemoIfEmpty(database.handle.db);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://127.0.0.1:3952',
    JWT_SECRET: 'bench-signing-secret-0123456789abcdef0123',
  });
  const app = await buildApp({ config, db: database.handle.db });
  await app.listen({ port: 3952, host: '127.0.0.1' });
  try {
    const reference = await bareFastify();
    const rows: [string, Figures][] = [['bare Fastify hello (reference)', reference]];
    for (const path of [
      '/api/rate/congress/demo',
      '/api/rate/congress/demo/participant/affiliate-partners',
    ]) {
      rows.push([`GET ${path}`, await load(`${config.publicUrl}${path}`)]);
    }
    console.log(`database: ${database.kind}; ${CONNECTIONS} connections, ${SECONDS} s each`);
    console.log('| request | req/s | x reference | p99 ms | errors | non-2xx |');
    console.log('|---|---|---|---|---|---|');
    for (const [name, figures] of rows) {
      const ratio = (figures.requestsPerSecond / reference.requestsPerSecond).toFixed(2);
      console.log(
        `| ${name} | ${figures.requestsPerSecond.toFixed(0)} | ${ratio} | ${figures.p99} | ${figures.errors} | ${figures.non2xx} |`,
      );
    }
  } finally {
    await app.close();
    await database.drop();
  }
}

await main();

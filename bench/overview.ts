// The organiser overview on N participations: the one request the screen makes, every
// figure and chart of the congress. Target: under 100 ms on 20,000 participations.
// Run: npm run bench:overview -- [--participations 20000] [--requests 20]   (DATABASE_URL=... for PostgreSQL)
import { argValue, createBenchApp, median, percentile } from './bench-app.ts';

const count = argValue('participations', 20_000);
const requests = argValue('requests', 20);
const bench = await createBenchApp(count);
const url = `/api/overview/congress/${bench.fixture.slug}`;
const times: number[] = [];
let active = 0;
for (let i = 0; i < requests + 2; i++) {
  const started = performance.now();
  const response = await bench.app.inject({ method: 'GET', url, headers: { cookie: bench.cookie } });
  const elapsed = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  active = (response.json() as { registrations: { active: { total: number } } }).registrations.active.total;
  if (i >= 2) times.push(elapsed); // two warm-up requests
}
console.log(
  `${bench.kind}: ${count} participations (fixture written in ${(bench.fixtureMs / 1000).toFixed(1)} s), ${requests} requests`,
);
console.table([
  {
    case: 'GET /api/overview/congress/:slug',
    active,
    medianMs: Math.round(median(times)),
    p95Ms: Math.round(percentile(times, 95)),
  },
]);
await bench.close();

// Participation list endpoint on N participations: first page, a filtered page, a search, a late page.
// Run: npm run bench:list -- [--participations 20000] [--requests 30]   (DATABASE_URL=... for PostgreSQL)
import { argValue, createBenchApp, median, percentile } from './bench-app.ts';

const count = argValue('participations', 20_000);
const requests = argValue('requests', 30);
const bench = await createBenchApp(count);
const { slug, hotelIds } = bench.fixture;
const base = `/api/participation/congress/${slug}`;
const lastPage = Math.ceil(count / 25);
const cases: [string, string][] = [
  ['first page (All, 25 rows)', `${base}/all/all/all/all/all?page=1&pageSize=25`],
  [
    'filtered page (Wait payment, hotel, double)',
    `${base}/pending/all/${hotelIds[1]}/double/all?page=1&pageSize=25`,
  ],
  ['search "bench1234"', `${base}/all/all/all/all/all?page=1&pageSize=25&search=bench1234`],
  // The search document: accents ignored over a tenth of the rows, a bank reference, two
  // words (hotel and name) that each match thousands. Transfer references are BENCH-<id> for the
  // pending ones (ids ending in 6 or 8).
  ['search "ines" (accents ignored)', `${base}/all/all/all/all/all?page=1&pageSize=25&search=ines`],
  ['search a bank reference', `${base}/all/all/all/all/all?page=1&pageSize=25&search=bench-4246`],
  ['search "harbour inês"', `${base}/all/all/all/all/all?page=1&pageSize=25&search=harbour%20in%C3%AAs`],
  [
    `late page (${Math.floor(lastPage * 0.9)} of ${lastPage})`,
    `${base}/all/all/all/all/all?page=${Math.floor(lastPage * 0.9)}&pageSize=25`,
  ],
  ['sharing "Missing" filter', `${base}/all/missing/all/all/all?page=1&pageSize=25`],
];
const results: Record<string, unknown>[] = [];
for (const [name, url] of cases) {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < requests + 2; i++) {
    const started = performance.now();
    const response = await bench.app.inject({ method: 'GET', url, headers: { cookie: bench.cookie } });
    const elapsed = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    total = (response.json() as { total: number }).total;
    if (i >= 2) times.push(elapsed); // two warm-up requests
  }
  results.push({
    case: name,
    total,
    medianMs: Math.round(median(times)),
    p95Ms: Math.round(percentile(times, 95)),
  });
}
console.log(
  `${bench.kind}: ${count} participations (fixture written in ${(bench.fixtureMs / 1000).toFixed(1)} s), ${requests} requests each`,
);
console.table(results);
await bench.close();

// The door (check-in) on N participations: a name search and a check-in as the phone makes
// them, and the name badges of the first 1,000 participations (the PDF's time and size, both layouts).
// Run: node --import tsx bench/check-in.ts -- [--participations 20000] [--requests 30]   (DATABASE_URL=... for PostgreSQL)
import { and, asc, eq, ne } from 'drizzle-orm';
import { congresses, participations, registrations } from '../apps/server/src/db/schema/index.ts';
import { argValue, createBenchApp, median, percentile } from './bench-app.ts';

const count = argValue('participations', 20_000);
const requests = argValue('requests', 30);
const bench = await createBenchApp(count);
const { slug, congressId } = bench.fixture;
const headers = { cookie: bench.cookie, 'content-type': 'application/json' };

async function timed(method: 'GET' | 'POST', url: string, payload?: object) {
  const started = performance.now();
  const response = await bench.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const elapsed = performance.now() - started;
  if (response.statusCode !== 200)
    throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  return { elapsed, response };
}

const people = await bench.db
  .select({ id: registrations.id })
  .from(registrations)
  .where(and(eq(registrations.congressId, congressId), ne(registrations.statusRegistration, 'cancelled')))
  .orderBy(asc(registrations.id))
  .limit(requests + 2);
const names = ['anna', 'bruno', 'claire', 'ines', 'jonas'];
const search: number[] = [];
const checkIn: number[] = [];
for (let i = 0; i < requests + 2; i++) {
  const found = await timed('GET', `/api/check-in/congress/${slug}/search?q=${names[i % names.length]}`);
  const id = people[i]?.id;
  const done = id ? await timed('POST', `/api/check-in/congress/${slug}/registration/${id}`, {}) : found;
  if (i >= 2) {
    search.push(found.elapsed);
    checkIn.push(done.elapsed);
  }
}
const ids = (
  await bench.db
    .select({ id: participations.id })
    .from(participations)
    .where(eq(participations.congressId, congressId))
    .orderBy(asc(participations.id))
    .limit(1_000)
).map((row) => row.id);
const badges = [];
for (const layout of ['a6', 'a4_8'] as const) {
  await bench.db.update(congresses).set({ badgeLayout: layout }).where(eq(congresses.id, congressId));
  const body = { congressSlug: slug, selection: { kind: 'participations', ids } };
  const { elapsed, response } = await timed('POST', '/api/check-in/badges', body);
  badges.push({
    case: `badges ${layout}, ${ids.length} participations`,
    ms: Math.round(elapsed),
    kB: Math.round(response.rawPayload.length / 1024),
  });
}
console.log(`${bench.kind}: ${count} participations, ${requests} requests each`);
console.table([
  {
    case: 'GET search (door)',
    medianMs: Math.round(median(search)),
    p95Ms: Math.round(percentile(search, 95)),
  },
  {
    case: 'POST check-in',
    medianMs: Math.round(median(checkIn)),
    p95Ms: Math.round(percentile(checkIn, 95)),
  },
]);
console.table(badges);
await bench.close();

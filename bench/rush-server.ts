// The opening rush against the built server in its own process, as it runs in production: the same
// scenario as rush.ts (N buyers with accounts made through the API book one rate of a small quota at
// once), but the 1,000 clients no longer share the server's thread, which on PGlite is also the
// database's. Reports answers per second, the slowest answer and the server's memory, and checks the
// outcome in the database after the server stopped.
// With `--rooms N` the buyers book stays on a hotel contracting N rooms a night (rush-stays.ts), and
// `--mates K` first books K pairs of room-mates in that hotel, whose rows every count then weighs.
// Run: node --import tsx bench/rush-server.ts [--buyers 1000 --quota 100] [--rooms 100 --mates 20]
//      [--node-args "..."] (DATABASE_URL=... for PostgreSQL)
import { count, eq } from 'drizzle-orm';
import { participations } from '../apps/server/src/db/schema/index.ts';
import { seedDemoIfEmpty } from '../apps/server/seed/demo.ts';
import { bookingBody, insertRate } from '../apps/server/test/fixtures/booking-fixtures.ts';
import { checkArrivalOrder, describeArrivalOrder } from './arrival-order.ts';
import { argText, argValue, percentile } from './bench-app.ts';
import { BENCH_JWT_SECRET, prepareBuiltServer } from './built-server.ts';
import { createBuyerConfirmation } from './confirm-buyer.ts';
import { checkStays, insertMatedPairs, insertRushHotel, NIGHTS, randomStay } from './rush-stays.ts';

const BUYERS = argValue('buyers', 1000);
const ROOMS = argValue('rooms', 0);
const MATES = ROOMS > 0 ? argValue('mates', 0) : 0;
/** With stays, the rooms limit the rush: the rate's quota is everyone. */
const QUOTA = ROOMS > 0 ? BUYERS : argValue('quota', 100);
const nodeArgs = argText('node-args', '').split(' ').filter(Boolean);
const PASSWORD = 'Rush!2345678';
const confirmBuyer = createBuyerConfirmation(BENCH_JWT_SECRET);

const work = await prepareBuiltServer();
await seedDemoIfEmpty(work.handle.db);
const hotelId = await insertRushHotel(work.handle.db, ROOMS);
const rateId = await insertRate(work.handle.db, { quota: QUOTA, label: 'Rush rate', hotelId });
if (MATES > 0) {
  const matesRateId = await insertRate(work.handle.db, { quota: MATES * 2, label: 'Mates rate', hotelId });
  await insertMatedPairs(work.handle.db, { hotelId, rateId: matesRateId, pairs: MATES });
}
// Buyers come from many addresses: the per-address limit on account creation is honoured.
const server = await work.start({ nodeArgs, env: { TRUST_PROXY: 'true' } });
const { origin } = server;
let stopped = false;
try {
  const headers = (cookie: string, address: string) => ({
    'content-type': 'application/json',
    origin,
    'x-forwarded-for': address,
    cookie,
  });
  const setUpStarted = performance.now();
  const buyers: { cookie: string; address: string }[] = [];
  for (let start = 0; start < BUYERS; start += 20) {
    const batch = Array.from({ length: Math.min(20, BUYERS - start) }, async (_, k) => {
      const i = start + k;
      const address = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
      const response = await fetch(`${origin}/api/user/register`, {
        method: 'POST',
        headers: headers('', address),
        body: JSON.stringify({ email: `rush-${i}@bench.test`, password: PASSWORD, congressSlug: 'demo' }),
      });
      if (response.status !== 201)
        throw new Error(`register ${i}: ${response.status} ${await response.text()}`);
      const cookie = response.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const { user } = (await response.json()) as { user: { id: number; email: string } };
      await confirmBuyer(origin, headers(cookie, address), user);
      return { cookie, address };
    });
    buyers.push(...(await Promise.all(batch)));
  }
  const setUpMs = performance.now() - setUpStarted;
  const rssBefore = server.memory('VmRSS');

  const started = performance.now();
  const results = await Promise.all(
    buyers.map(async (buyer, i) => {
      const sent = performance.now();
      const response = await fetch(`${origin}/api/registration/submit`, {
        method: 'POST',
        headers: headers(buyer.cookie, buyer.address),
        body: JSON.stringify(
          bookingBody(rateId, {
            main: { ...bookingBody(rateId).main, firstName: `Buyer${i}` },
            ...(ROOMS > 0 ? { stay: randomStay() } : {}),
          }),
        ),
      });
      const answer = (await response.json().catch(() => ({}))) as { message?: string };
      return { status: response.status, ms: performance.now() - sent, message: answer.message ?? '' };
    }),
  );
  const wallMs = performance.now() - started;
  const peak = server.memory('VmHWM');
  await server.stop();
  stopped = true;

  const db = await work.reopen();
  const [sold] = await db.db
    .select({ n: count() })
    .from(participations)
    .where(eq(participations.rateId, rateId));
  let stays: { taken: number[]; isCorrect: boolean } | null = null;
  if (ROOMS > 0)
    stays = await checkStays(db.db, { hotelId, rooms: ROOMS, booked: sold?.n ?? 0, answers: results });
  const refusals = results.filter((result) => result.status === 409).length;
  const order = await checkArrivalOrder(db.db, rateId, refusals);
  await db.close();
  const byStatus = new Map<number, number>();
  for (const { status } of results) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  const latencies = results.map((result) => result.ms);
  const isCorrect = stays
    ? stays.isCorrect
    : order.isFair &&
      byStatus.get(201) === QUOTA &&
      byStatus.get(409) === BUYERS - QUOTA &&
      sold?.n === QUOTA &&
      ![...byStatus.keys()].some((status) => status >= 500);
  console.log(
    `${work.kind}, the built server in its own process${nodeArgs.length ? ` (node ${nodeArgs.join(' ')})` : ''}; ${BUYERS} buyers, ${ROOMS > 0 ? `random stays on ${ROOMS} rooms a night over 4 nights${MATES ? `, ${MATES} pairs of room-mates booked before` : ''}` : `quota ${QUOTA}`}; accounts in ${(setUpMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `answers: ${[...byStatus].map(([status, n]) => `${n} x ${status}`).join(', ')}; places sold in the database: ${sold?.n}`,
  );
  console.log(
    `rush: ${(BUYERS / (wallMs / 1000)).toFixed(0)} answers/s over ${(wallMs / 1000).toFixed(2)} s; median ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, slowest ${Math.max(...latencies).toFixed(0)} ms`,
  );
  if (!stays) console.log(describeArrivalOrder(order));
  if (stays)
    console.log(`rooms taken per night (${NIGHTS.join(', ')}): ${stays.taken.join(', ')} of ${ROOMS}`);
  console.log(`server memory: ${rssBefore} MB before the rush, high-water mark ${peak} MB`);
  console.log(isCorrect ? 'outcome: correct' : 'outcome: WRONG');
  if (!isCorrect) process.exitCode = 1;
} finally {
  if (!stopped) await server.stop();
  await work.cleanUp();
}

// The opening rush: N buyers with accounts made through the API book one rate of a
// small quota at the same instant, over real HTTP on loopback (POST /api/registration/submit).
// Reports answers per second over the whole rush, the slowest answer, and checks the outcome:
// exactly `quota` places sold, the rest refused with 409, no 5xx, no oversell in the database.
// With `--rooms N` the rush books stays instead (decisions 46): the hotel contracts N rooms a night over
// four nights (the two congress nights and one extra night each side), each buyer asks for a random
// stay around the congress nights, and the check is that no night is oversold and every refusal is a
// 409 naming a night. Without it the rate's quota alone counts (its hotel has no blocks).
// Usage: npm run bench:rush [-- --buyers 1000 --quota 100] [-- --rooms 100]  (DATABASE_URL=… for PostgreSQL)
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/database.ts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { participations } from '../apps/server/src/db/schema/index.ts';
import { seedDemoIfEmpty } from '../apps/server/seed/demo.ts';
import { bookingBody, insertRate } from '../apps/server/test/fixtures/booking-fixtures.ts';
import { checkArrivalOrder, describeArrivalOrder } from './arrival-order.ts';
import { argValue, openDatabase, percentile } from './bench-app.ts';
import { createBuyerConfirmation } from './confirm-buyer.ts';
import { checkStays, insertRushHotel, NIGHTS, randomStay } from './rush-stays.ts';

const BUYERS = argValue('buyers', 1000);
const ROOMS = argValue('rooms', 0);
/** With stays, the rooms limit the rush: the rate's quota is everyone. */
const QUOTA = ROOMS > 0 ? BUYERS : argValue('quota', 100);
const PASSWORD = 'Rush!2345678';
const JWT_SECRET = 'bench-signing-secret-0123456789abcdef0123';
const confirmBuyer = createBuyerConfirmation(JWT_SECRET);

/** PostgreSQL counts its transactions (a statement outside one counts as one): the round trips a booking costs. */
async function transactionCount(db: Database, kind: string): Promise<number> {
  if (!kind.startsWith('PostgreSQL')) return 0;
  const result = (await db.execute(
    sql`select (xact_commit + xact_rollback)::int as n from pg_stat_database where datname = current_database()`,
  )) as unknown as { n: number }[];
  return result[0]?.n ?? 0;
}

type Buyer = { cookie: string; address: string };

function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

async function inBatches<T>(count: number, size: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  for (let start = 0; start < count; start += size) {
    const batch = Array.from({ length: Math.min(size, count - start) }, (_, k) => make(start + k));
    out.push(...(await Promise.all(batch)));
  }
  return out;
}

async function main() {
  const database = await openDatabase();
  await seedDemoIfEmpty(database.handle.db);
  // A hotel of its own: blocks only when the rush books stays.
  const db = database.handle.db;
  const hotelId = await insertRushHotel(db, ROOMS);
  const rateId = await insertRate(db, { quota: QUOTA, label: 'Rush rate', hotelId });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://127.0.0.1:3941',
    JWT_SECRET,
    // Buyers come from many addresses: the per-address limit on account creation is honoured.
    TRUST_PROXY: 'true',
  });
  const app = await buildApp({ config, db: database.handle.db });
  // The queue of pending connections the server keeps (main.ts): a thousand buyers connect at once.
  await app.listen({ port: 3941, host: '127.0.0.1', backlog: 4096 });
  const base = config.publicUrl;
  const headers = (buyer: Buyer) => ({
    'content-type': 'application/json',
    origin: base,
    'x-forwarded-for': buyer.address,
    cookie: buyer.cookie,
  });
  try {
    const setUpStarted = performance.now();
    const buyers = await inBatches(BUYERS, 20, async (i) => {
      const buyer: Buyer = { cookie: '', address: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` };
      const response = await fetch(`${base}/api/user/register`, {
        method: 'POST',
        headers: headers(buyer),
        body: JSON.stringify({ email: `rush-${i}@bench.test`, password: PASSWORD, congressSlug: 'demo' }),
      });
      if (response.status !== 201)
        throw new Error(`register ${i}: ${response.status} ${await response.text()}`);
      buyer.cookie = cookiesOf(response);
      const { user } = (await response.json()) as { user: { id: number; email: string } };
      await confirmBuyer(base, headers(buyer), user);
      return buyer;
    });
    const setUpMs = performance.now() - setUpStarted;

    const transactionsBefore = await transactionCount(database.handle.db, database.kind);
    const started = performance.now();
    const results = await Promise.all(
      buyers.map(async (buyer, i) => {
        const sent = performance.now();
        const response = await fetch(`${base}/api/registration/submit`, {
          method: 'POST',
          headers: headers(buyer),
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
    const transactions = (await transactionCount(database.handle.db, database.kind)) - transactionsBefore;
    const [sold] = await database.handle.db
      .select({ n: count() })
      .from(participations)
      .where(eq(participations.rateId, rateId));
    const byStatus = new Map<number, number>();
    for (const { status } of results) byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
    const latencies = results.map((result) => result.ms);
    const noServerError = ![...byStatus.keys()].some((status) => status >= 500);
    let isCorrect: boolean;
    if (ROOMS > 0) {
      const stays = await checkStays(db, { hotelId, rooms: ROOMS, booked: sold?.n ?? 0, answers: results });
      console.log(`rooms taken per night (${NIGHTS.join(', ')}): ${stays.taken.join(', ')} of ${ROOMS}`);
      isCorrect = stays.isCorrect;
    } else {
      const order = await checkArrivalOrder(db, rateId, byStatus.get(409) ?? 0);
      console.log(describeArrivalOrder(order));
      isCorrect =
        order.isFair &&
        byStatus.get(201) === QUOTA &&
        byStatus.get(409) === BUYERS - QUOTA &&
        sold?.n === QUOTA &&
        noServerError;
    }
    console.log(
      `database: ${database.kind}; ${BUYERS} buyers, ${ROOMS > 0 ? `random stays on ${ROOMS} rooms a night over 4 nights` : `quota ${QUOTA}`}; accounts in ${(setUpMs / 1000).toFixed(1)} s`,
    );
    console.log(
      `answers: ${[...byStatus].map(([status, n]) => `${n} x ${status}`).join(', ')}; places sold in the database: ${sold?.n}`,
    );
    console.log(
      `rush: ${(BUYERS / (wallMs / 1000)).toFixed(0)} answers/s over ${(wallMs / 1000).toFixed(2)} s; median ${percentile(latencies, 50).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, slowest ${Math.max(...latencies).toFixed(0)} ms`,
    );
    if (transactions > 0)
      console.log(
        `database transactions (a lone statement is one): ${(transactions / BUYERS).toFixed(1)} per booking`,
      );
    console.log(isCorrect ? 'outcome: correct' : 'outcome: WRONG');
    if (!isCorrect) process.exitCode = 1;
  } finally {
    await app.close();
    await database.drop();
  }
}

await main();

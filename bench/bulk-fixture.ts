// A fast benchmark dataset: N participations of one congress written with set-based SQL
// (INSERT ... SELECT generate_series), about a second for 20,000 rows where the services-based
// `npm run seed:bulk` makes ~10 a second. For benchmarks only: no e-mails, PDFs or audit rows.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/database.ts';
import {
  congresses,
  hotels,
  participantTypes,
  rates,
  userCongresses,
  users,
} from '../apps/server/src/db/schema/index.ts';

export type BulkFixture = { congressId: number; slug: string; hotelIds: number[]; adminUserId: number };

// One name with an accent, for the search that ignores them.
const FIRST_NAMES = ['Anna', 'Bruno', 'Claire', 'David', 'Elena', 'Farid', 'Greta', 'Hugo', 'Inês', 'Jonas'];

export async function createBulkFixture(db: Database, count: number): Promise<BulkFixture> {
  const slug = `bench-${randomBytes(3).toString('hex')}`;
  const [congress] = await db
    .insert(congresses)
    .values({
      slug,
      label: 'Benchmark Congress 2027',
      isOpen: true,
      currency: 'EUR',
      timeZone: 'Europe/Lisbon',
    })
    .returning({ id: congresses.id });
  if (!congress) throw new Error('congress not created');
  const c = congress.id;
  const types = await db
    .insert(participantTypes)
    .values(
      ['member', 'partner', 'guest'].map((s, position) => ({
        congressId: c,
        slug: s,
        label: s,
        isMember: s === 'member',
        position,
      })),
    )
    .returning({ id: participantTypes.id });
  const hotelRows = await db
    .insert(hotels)
    .values(['Grand Hotel', 'Harbour Inn', 'Park Lodge'].map((name) => ({ congressId: c, name })))
    .returning({ id: hotels.id });
  const rateValues = hotelRows.flatMap((hotel, h) => [
    {
      congressId: c,
      hotelId: hotel.id,
      label: `Single ${h}`,
      quota: count,
      roomOption: 'single' as const,
      isOpened: true,
      firstParticipantTypeId: types[h % types.length]?.id ?? 0,
      firstParticipantPrice: '500.00',
    },
    {
      congressId: c,
      hotelId: hotel.id,
      label: `Double with companion ${h}`,
      quota: count,
      roomOption: 'twin/double' as const,
      isOpened: true,
      firstParticipantTypeId: types[h % types.length]?.id ?? 0,
      secondParticipantType: 'accompany' as const,
      firstParticipantPrice: '700.00',
      secondParticipantPrice: '250.00',
    },
    {
      congressId: c,
      hotelId: hotel.id,
      label: `Twin sharing ${h}`,
      quota: count,
      roomOption: 'twin/double' as const,
      isOpened: true,
      firstParticipantTypeId: types[0]?.id ?? 0,
      secondParticipantType: 'member' as const,
      firstParticipantPrice: '350.00',
      secondParticipantPrice: '350.00',
    },
  ]);
  const rateRows = await db.insert(rates).values(rateValues).returning({ id: rates.id });
  const rateIds = `array[${rateRows.map((r) => r.id).join(',')}]`;
  const typeIds = `array[${types.map((t) => t.id).join(',')}]`;
  const names = `array[${FIRST_NAMES.map((n) => `'${n}'`).join(',')}]`;

  // Main participants: half of them members with a member number.
  await db.execute(
    sql.raw(`insert into participants (congress_id, participant_type_id, first_name, last_name, email, phone,
      member_number, country, billing_information, comment)
    select ${c}, (${typeIds})[1 + g % ${types.length}], (${names})[1 + g % ${FIRST_NAMES.length}], 'Bench' || g,
      'bench' || g || '@bench.test', '+351 900 ' || lpad(g::text, 6, '0'),
      case when g % 2 = 0 then 'M-' || lpad(g::text, 6, '0') end, 'Portugal', 'Street ' || g, null
    from generate_series(1, ${count}) g`),
  );
  // One participation each; the rate cycles through the nine rates.
  await db.execute(
    sql.raw(`insert into participations (congress_id, rate_id, main_participant_id, accompanying_member_number, created_at)
    select ${c}, r.rate_id, p.id,
      case when r.second_type = 'member' then 'M-' || lpad((p.n + 2)::text, 6, '0') end,
      now() - (p.n || ' minutes')::interval
    from (select id, row_number() over (order by id) as n from participants where congress_id = ${c}) p
    join lateral (select id as rate_id, second_participant_type as second_type from rates
      where id = (${rateIds})[1 + p.n % ${rateRows.length}]) r on true`),
  );
  // Main registrations: 10 % cancelled, 40 % confirmed, the rest pending.
  await db.execute(
    sql.raw(`insert into registrations (congress_id, participation_id, participant_id, hotel_id, position,
      status_registration, room_option, arrival_date, arrival_time, departure_date, departure_time)
    select ${c}, pa.id, pa.main_participant_id, r.hotel_id, 1,
      case when pa.id % 10 = 0 then 'cancelled' when pa.id % 10 < 5 then 'confirmed' else 'pending' end,
      case when r.room_option = 'single' then 'single' when pa.id % 2 = 0 then 'double' else 'twin' end,
      date '2027-05-10' + (pa.id % 3), time '14:00', date '2027-05-14' + (pa.id % 2), time '11:00'
    from participations pa join rates r on r.id = pa.rate_id where pa.congress_id = ${c}`),
  );
  // Second persons (companion or room-mate) for the rates that have one.
  await db.execute(
    sql.raw(`insert into participants (congress_id, is_accompanying, first_name, last_name, member_number)
    select ${c}, true, 'Second', 'Of-' || pa.id, pa.accompanying_member_number
    from participations pa join rates r on r.id = pa.rate_id
    where pa.congress_id = ${c} and r.second_participant_type is not null`),
  );
  await db.execute(
    sql.raw(`insert into registrations (congress_id, participation_id, participant_id, hotel_id, position,
      status_registration, room_option, arrival_date, departure_date)
    select ${c}, m.participation_id, p.id, m.hotel_id, 2, m.status_registration, m.room_option,
      m.arrival_date, m.departure_date
    from participants p
    join registrations m on m.participation_id = substring(p.last_name from 4)::int and m.position = 1
    where p.congress_id = ${c} and p.is_accompanying and p.last_name like 'Of-%'`),
  );
  // Payments: a confirmed card charge for confirmed rooms, a pending transfer for half the pending
  // ones, and a Denied attempt now and then.
  await db.execute(
    sql.raw(`insert into payments (participation_id, kind, method, status, amount_cents, currency, provider,
      provider_intent_id, reference, date, confirmed_at)
    select m.participation_id, 'charge',
      case when m.status_registration = 'confirmed' then 'card' else 'bank_transfer' end,
      case when m.status_registration = 'confirmed' then 'confirmed' else 'pending' end,
      round(r.first_participant_price * 100)::int, 'EUR',
      case when m.status_registration = 'confirmed' then 'offline' end,
      case when m.status_registration = 'confirmed' then 'pi_bench_' || m.participation_id end,
      case when m.status_registration <> 'confirmed' then 'BENCH-' || m.participation_id end,
      now() - (m.participation_id || ' minutes')::interval,
      case when m.status_registration = 'confirmed' then now() end
    from registrations m join participations pa on pa.id = m.participation_id join rates r on r.id = pa.rate_id
    where m.congress_id = ${c} and m.position = 1
      and (m.status_registration = 'confirmed' or (m.status_registration = 'pending' and m.participation_id % 2 = 0))`),
  );
  await db.execute(
    sql.raw(`insert into payments (participation_id, kind, method, status, amount_cents, currency, date)
    select pa.id, 'charge', 'card', 'denied', 50000, 'EUR', now() - (pa.id || ' minutes')::interval
    from participations pa where pa.congress_id = ${c} and pa.id % 7 = 0`),
  );
  await db.execute(sql.raw('analyze'));

  const [admin] = await db
    .insert(users)
    .values({ email: `${slug}-admin@bench.test`, passwordHash: 'not-used', roles: ['ROLE_ADMIN'] })
    .returning({ id: users.id });
  if (!admin) throw new Error('admin not created');
  await db.insert(userCongresses).values({ userId: admin.id, congressId: c });
  return { congressId: c, slug, hotelIds: hotelRows.map((h) => h.id), adminUserId: admin.id };
}

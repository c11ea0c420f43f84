import type { BlockCell, IsoDay, RoomType, Stay } from '@congress/domain/stays';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database.ts';
import { allRows } from '../../db/raw-rows.ts';
import { roomBlocks } from '../../db/schema/index.ts';

/*
 * Rooms night by night (decisions 46). A participation takes one room of its main registration's
 * hotel and room option for every night of its stay while it stands (main registration not
 * cancelled, hold not expired: the same rule as a rate's place); a companion or a room-mate shares it,
 * and two members who name each other are one room on the nights both stay.
 * A pending change onto another room type, hotel or nights holds a room for each night its
 * participation does not already hold there. Sold rooms have no hold left; held ones have one.
 */

export type RoomUse = { roomType: RoomType; night: IsoDay; sold: number; held: number };

export type RoomUseFilter = {
  hotelId: number;
  roomType?: RoomType;
  /** Only these nights (all nights when absent). */
  nights?: IsoDay[];
  /** Left out: a participation and its own pending change (the one being booked or changed). */
  excludeParticipationId?: number | undefined;
};

const nightList = (nights: IsoDay[]) =>
  sql`array[${sql.join(
    nights.map((night) => sql`${night}::date`),
    sql`, `,
  )}]::date[]`;

const memberKey = (column: SQL) => sql`upper(trim(${column}))`;

/**
 * Two members who name each other as room-mate share one room (decisions 46): on a night both stay,
 * the later booking of the pair takes no room of its own; the earlier one is counted, held or sold; a
 * pair in different room types or hotels is two rooms. This finds, for a hotel, each later booking of
 * a pair with the nights the earlier one holds. It is materialised once per count (hash joins over the
 * hotel's bookings): asked row by row, it scanned the congress's bookings once per night of every
 * booking naming a room-mate, and twenty pairs made the opening rush eight times slower.
 */
const matedLaterBookings = (hotelId: number, at: SQL) => sql`
  select p.id as later_id, q.check_in_on, q.check_out_on
  from participations p
  join registrations r on r.participation_id = p.id and r.position = 1
  join participants pp on pp.id = p.main_participant_id
  join participants qp on qp.congress_id = p.congress_id
    and ${memberKey(sql`qp.member_number`)} = ${memberKey(sql`p.accompanying_member_number`)}
  join participations q on q.main_participant_id = qp.id and q.congress_id = p.congress_id and q.id < p.id
  join registrations qr on qr.participation_id = q.id and qr.position = 1
  where r.hotel_id = ${hotelId} and p.accompanying_member_number is not null
    and qr.hotel_id = r.hotel_id and qr.room_option = r.room_option
    and qr.status_registration <> 'cancelled'
    and (q.hold_expires_at is null or q.hold_expires_at > ${at})
    and ${memberKey(sql`q.accompanying_member_number`)} = ${memberKey(sql`pp.member_number`)}`;

/** Rooms sold and held per room type and night of a hotel, from participations and pending changes. */
export async function countRoomUse(executor: Executor, filter: RoomUseFilter, now: Date): Promise<RoomUse[]> {
  if (filter.nights?.length === 0) return [];
  const excluded = filter.excludeParticipationId ?? 0;
  // postgres.js takes no Date in a raw statement: the instant as text, typed.
  const at = sql`${now.toISOString()}::timestamptz`;
  const inNights = (night: SQL) =>
    filter.nights ? sql`and ${night} = any(${nightList(filter.nights)})` : sql``;
  const ofType = (column: SQL) => (filter.roomType ? sql`and ${column} = ${filter.roomType}` : sql``);
  const rows = (await allRows(
    executor,
    sql`
    with mated as materialized (${matedLaterBookings(filter.hotelId, at)})
    select use.room_type, use.night::text as night,
      (count(*) filter (where use.sold))::int as sold,
      (count(*) filter (where not use.sold))::int as held
    from (
      select r.room_option as room_type, n.night::date as night, p.hold_expires_at is null as sold
      from participations p
      join registrations r on r.participation_id = p.id and r.position = 1
      cross join lateral generate_series(p.check_in_on, p.check_out_on - 1, interval '1 day') as n(night)
      where r.hotel_id = ${filter.hotelId} and r.status_registration <> 'cancelled'
        and (p.hold_expires_at is null or p.hold_expires_at > ${at})
        and p.id <> ${excluded} ${ofType(sql`r.room_option`)} ${inNights(sql`n.night::date`)}
        and not exists (select 1 from mated m where m.later_id = p.id
          and m.check_in_on <= n.night::date and m.check_out_on > n.night::date)
      union all
      select pc.room_option as room_type, n.night::date as night, false as sold
      from pending_changes pc
      join rates pr on pr.id = pc.rate_id
      join participations p on p.id = pc.participation_id
      join registrations r on r.participation_id = p.id and r.position = 1
      cross join lateral generate_series(pc.check_in_on, pc.check_out_on - 1, interval '1 day') as n(night)
      where pr.hotel_id = ${filter.hotelId} and pc.hold_expires_at > ${at}
        and r.status_registration <> 'cancelled'
        and (p.hold_expires_at is null or p.hold_expires_at > ${at})
        and p.id <> ${excluded} ${ofType(sql`pc.room_option`)} ${inNights(sql`n.night::date`)}
        and not (r.hotel_id = pr.hotel_id and r.room_option = pc.room_option
          and p.check_in_on <= n.night::date and p.check_out_on > n.night::date)
    ) as use
    group by use.room_type, use.night
    order by use.night, use.room_type`,
  )) as unknown as {
    room_type: RoomType;
    night: string;
    sold: number;
    held: number;
  }[];
  return rows.map((row) => ({
    roomType: row.room_type,
    night: row.night,
    sold: Number(row.sold),
    held: Number(row.held),
  }));
}

export type BlockRow = typeof roomBlocks.$inferSelect;

/** A hotel's block rows, by night then room type. */
export function listBlocks(executor: Executor, hotelId: number): Promise<BlockRow[]> {
  return executor
    .select()
    .from(roomBlocks)
    .where(eq(roomBlocks.hotelId, hotelId))
    .orderBy(asc(roomBlocks.night), asc(roomBlocks.roomType));
}

/** Whether a hotel is contracted by the night at all: without block rows only quotas count. */
export async function hasBlocks(executor: Executor, hotelId: number): Promise<boolean> {
  const [row] = await executor
    .select({ id: roomBlocks.id })
    .from(roomBlocks)
    .where(eq(roomBlocks.hotelId, hotelId))
    .limit(1);
  return row !== undefined;
}

/**
 * Locks the block rows of a room type on the nights asked, in night order (two bookings of one
 * hotel always lock in the same order, so they queue and never deadlock), and counts them: the only
 * correct way to take a room. Nights without a row have no room (contracted 0).
 */
export async function lockRoomNights(
  tx: Transaction,
  request: { hotelId: number; roomType: RoomType; nights: IsoDay[] },
  now: Date,
  excludeParticipationId?: number,
): Promise<Map<IsoDay, BlockCell & { block: BlockRow | null }>> {
  const { hotelId, roomType, nights } = request;
  const locked = nights.length
    ? await tx
        .select()
        .from(roomBlocks)
        .where(
          and(
            eq(roomBlocks.hotelId, hotelId),
            eq(roomBlocks.roomType, roomType),
            inArray(roomBlocks.night, nights),
          ),
        )
        .orderBy(asc(roomBlocks.night))
        .for('update')
    : [];
  const use = await countRoomUse(tx, { hotelId, roomType, nights, excludeParticipationId }, now);
  const byNight = new Map(locked.map((block) => [block.night, block]));
  const useByNight = new Map(use.map((row) => [row.night, row]));
  return new Map(
    nights.map((night) => {
      const block = byNight.get(night) ?? null;
      const counted = useByNight.get(night);
      return [
        night,
        { block, contracted: block?.rooms ?? 0, sold: counted?.sold ?? 0, held: counted?.held ?? 0 },
      ];
    }),
  );
}

export type StayRequest = {
  hotelId: number;
  roomType: RoomType;
  stay: Stay;
  /** A member naming a room-mate: on the nights a mate who named them back holds the room, none is taken. */
  sharing?: RoomMates | undefined;
};

export type RoomMates = { ownMemberNumber: string; mateMemberNumber: string };

/**
 * The nights, of those asked, on which the room-mate named holds the room: a participation of that
 * member naming this one back, standing, at the hotel in the room type, booked before the one asking
 * (`before`: its id; none for a new booking), the one counted for the pair (see matedLaterBookings).
 */
export async function nightsHeldByMate(
  executor: Executor,
  request: { hotelId: number; roomType: RoomType; nights: IsoDay[]; mates: RoomMates },
  now: Date,
  before?: number,
): Promise<Set<IsoDay>> {
  if (request.nights.length === 0) return new Set();
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = (await allRows(
    executor,
    sql`
    select distinct n.night::date::text as night
    from participations q
    join registrations qr on qr.participation_id = q.id and qr.position = 1
    join participants qp on qp.id = q.main_participant_id
    cross join lateral generate_series(q.check_in_on, q.check_out_on - 1, interval '1 day') as n(night)
    where qr.hotel_id = ${request.hotelId} and qr.room_option = ${request.roomType}
      and qr.status_registration <> 'cancelled'
      and (q.hold_expires_at is null or q.hold_expires_at > ${at})
      and q.id < ${before ?? 2_147_483_647}
      and ${memberKey(sql`qp.member_number`)} = ${memberKey(sql`${request.mates.mateMemberNumber}`)}
      and ${memberKey(sql`q.accompanying_member_number`)} = ${memberKey(sql`${request.mates.ownMemberNumber}`)}
      and n.night::date = any(${nightList(request.nights)})`,
  )) as unknown as { night: string }[];
  return new Set(rows.map((row) => row.night));
}

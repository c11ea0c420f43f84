import type { RoomMateReason } from '@congress/domain/contracts/room-mates';
import type { RoomType } from '@congress/domain/stays';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { allRows } from '../../../db/raw-rows.ts';

/** Member numbers compared as capacity, the rooming lists and the participation list compare them. */
const key = (column: SQL) => sql`upper(trim(${column}))`;

/**
 * Active participations of a shared-with-member rate (decisions 12, 46): the main registration is
 * not cancelled and the hold, if any, has not expired, as capacity counts them (matedLaterBookings).
 */
const activeSharing = (at: SQL) => sql`
  select p.id, p.version, p.congress_id, p.accompanying_member_number as mate_number,
    p.check_in_on::text as check_in, p.check_out_on::text as check_out,
    r.hotel_id, r.room_option, h.name as hotel_name,
    mp.first_name, mp.last_name, mp.member_number, mp.email,
    coalesce(sp.first_name, p.accompanying_first_name, '') as mate_first_name,
    coalesce(sp.last_name, p.accompanying_last_name, '') as mate_last_name
  from participations p
  join rates rt on rt.id = p.rate_id and rt.second_participant_type = 'member'
  join registrations r on r.participation_id = p.id and r.position = 1
  join hotels h on h.id = r.hotel_id
  join participants mp on mp.id = p.main_participant_id
  left join registrations r2 on r2.participation_id = p.id and r2.position = 2
  left join participants sp on sp.id = r2.participant_id
  where r.status_registration <> 'cancelled'
    and (p.hold_expires_at is null or p.hold_expires_at > ${at})
    and nullif(trim(p.accompanying_member_number), '') is not null`;

/**
 * The active participations (any rate) of the members the requests name: who may be a named
 * room-mate. Only those: the checks below scan this set once per request.
 */
const activeNamed = (at: SQL) => sql`
  select q.id, q.congress_id, q.accompanying_member_number, qr.hotel_id, qr.room_option, qp.member_number
  from participations q
  join registrations qr on qr.participation_id = q.id and qr.position = 1
  join participants qp on qp.id = q.main_participant_id
  where qr.status_registration <> 'cancelled'
    and (q.hold_expires_at is null or q.hold_expires_at > ${at})
    and ${key(sql`qp.member_number`)} in (select ${key(sql`s.mate_number`)} from s)`;

/**
 * Each sharing participation with its state: 'matched' when a named room-mate names it back at the
 * same hotel and room type (one room, decisions 46), else why it waits.
 */
const withState = (at: SQL, where: SQL) => sql`
  with s as (${activeSharing(at)}), a as (${activeNamed(at)})
  select s.*, case
    when exists (select 1 from a where a.congress_id = s.congress_id and a.id <> s.id
      and ${key(sql`a.member_number`)} = ${key(sql`s.mate_number`)}
      and ${key(sql`a.accompanying_member_number`)} = ${key(sql`s.member_number`)}
      and a.hotel_id = s.hotel_id and a.room_option = s.room_option) then 'matched'
    when exists (select 1 from a where a.congress_id = s.congress_id and a.id <> s.id
      and ${key(sql`a.member_number`)} = ${key(sql`s.mate_number`)}
      and ${key(sql`a.accompanying_member_number`)} = ${key(sql`s.member_number`)}) then 'otherRoom'
    when exists (select 1 from a where a.congress_id = s.congress_id and a.id <> s.id
      and ${key(sql`a.member_number`)} = ${key(sql`s.mate_number`)}) then 'namesSomeoneElse'
    else 'notRegistered' end as state
  from s where ${where}`;

type StateRow = {
  id: number;
  version: number;
  congress_id: number;
  mate_number: string;
  check_in: string | null;
  check_out: string | null;
  hotel_id: number;
  room_option: RoomType;
  hotel_name: string;
  first_name: string;
  last_name: string;
  member_number: string | null;
  email: string | null;
  mate_first_name: string;
  mate_last_name: string;
  state: RoomMateReason | 'matched';
};

export type RoomMateRecord = StateRow;

const instant = (now: Date) => sql`${now.toISOString()}::timestamptz`;

/** The sharing participations of a congress with their state, by name. */
export async function listSharingStates(
  executor: Executor,
  congressId: number,
  now: Date,
): Promise<RoomMateRecord[]> {
  const rows = (await allRows(
    executor,
    sql`${withState(instant(now), sql`s.congress_id = ${congressId}`)} order by s.last_name, s.first_name, s.id`,
  )) as unknown as StateRow[];
  return rows.map((row) => ({ ...row, id: Number(row.id), version: Number(row.version) }));
}

/** One participation's sharing state, or null when it is not an active sharing participation. */
export async function findSharingState(
  executor: Executor,
  participationId: number,
  now: Date,
): Promise<RoomMateRecord | null> {
  const rows = (await allRows(
    executor,
    withState(instant(now), sql`s.id = ${participationId}`),
  )) as unknown as StateRow[];
  const row = rows[0];
  return row ? { ...row, id: Number(row.id), version: Number(row.version) } : null;
}

import type { RoomBooking, RoomingCounts, RoomingLine } from '@congress/domain/rooming-list';
import type { RoomType } from '@congress/domain/stays';
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { allRows } from '../../db/raw-rows.ts';
import { roomingListSendings, users } from '../../db/schema/index.ts';

/**
 * The bookings that hold a room at a hotel for its rooming list (decisions 47): the main
 * registration at the hotel and not cancelled, sold (no hold left: a card payment under way joins
 * the list once paid), with a stay. The same participations the rooms are counted from as sold.
 */
export async function listRoomBookings(executor: Executor, hotelId: number): Promise<RoomBooking[]> {
  const rows = (await allRows(
    executor,
    sql`
    select p.id, r.room_option, p.check_in_on::text as check_in, p.check_out_on::text as check_out,
      mp.first_name, mp.last_name, mp.member_number,
      rt.second_participant_type as second_kind,
      sp.first_name as second_first, sp.last_name as second_last, sp.member_number as second_member
    from participations p
    join registrations r on r.participation_id = p.id and r.position = 1
    join participants mp on mp.id = p.main_participant_id
    join rates rt on rt.id = p.rate_id
    left join registrations r2 on r2.participation_id = p.id and r2.position = 2
      and r2.status_registration <> 'cancelled'
    left join participants sp on sp.id = r2.participant_id
    where r.hotel_id = ${hotelId} and r.status_registration <> 'cancelled'
      and p.hold_expires_at is null and p.check_in_on is not null
    order by p.id`,
  )) as unknown as {
    id: number;
    room_option: RoomType;
    check_in: string;
    check_out: string;
    first_name: string;
    last_name: string;
    member_number: string | null;
    second_kind: 'member' | 'accompany' | null;
    second_first: string | null;
    second_last: string | null;
    second_member: string | null;
  }[];
  return rows.map((row) => ({
    participationId: Number(row.id),
    roomType: row.room_option,
    checkIn: row.check_in,
    checkOut: row.check_out,
    guest: { name: `${row.first_name} ${row.last_name}`.trim(), memberNumber: row.member_number },
    second:
      row.second_first === null || row.second_kind === null
        ? null
        : {
            kind: row.second_kind === 'member' ? 'room-mate' : 'companion',
            name: `${row.second_first} ${row.second_last ?? ''}`.trim(),
            memberNumber: row.second_member,
          },
  }));
}

export type SendingRow = typeof roomingListSendings.$inferSelect & { sentByEmail: string | null };

/** A hotel's sendings, newest first, with who sent each. */
export async function listSendings(executor: Executor, hotelId: number): Promise<SendingRow[]> {
  const rows = await executor
    .select({ sending: roomingListSendings, sentByEmail: users.email })
    .from(roomingListSendings)
    .leftJoin(users, eq(users.id, roomingListSendings.sentByUserId))
    .where(eq(roomingListSendings.hotelId, hotelId))
    .orderBy(desc(roomingListSendings.sentAt), desc(roomingListSendings.id));
  return rows.map((row) => ({ ...row.sending, sentByEmail: row.sentByEmail }));
}

export async function insertSending(
  executor: Executor,
  values: {
    congressId: number;
    hotelId: number;
    sentAt: Date;
    sentTo: string;
    sentByUserId: number | null;
    lines: RoomingLine[];
    counts: RoomingCounts;
    linkExpiresAt: Date;
    outboxId: number | null;
  },
): Promise<number> {
  const [row] = await executor
    .insert(roomingListSendings)
    .values(values)
    .returning({ id: roomingListSendings.id });
  if (!row) throw new Error('sending not kept');
  return row.id;
}

/** The personal-data purge of a finished congress (decisions 30): its sent lists name people. */
export async function deleteCongressSendings(executor: Executor, congressId: number): Promise<number> {
  const rows = await executor
    .delete(roomingListSendings)
    .where(eq(roomingListSendings.congressId, congressId))
    .returning({ id: roomingListSendings.id });
  return rows.length;
}

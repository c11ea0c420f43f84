import type { RoomType } from '@congress/domain/stays';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import type { StayRequest } from './room-nights.repository.ts';

/**
 * The room a participation takes (decisions 46): its main registration's hotel and room option for
 * the nights of its stay. Null without a stay (a congress without dates) or a main registration.
 */
export async function findParticipationRoom(
  executor: Executor,
  participationId: number,
): Promise<StayRequest | null> {
  const [row] = (await executor.execute(sql`
    select r.hotel_id, r.room_option, p.check_in_on::text as check_in, p.check_out_on::text as check_out
    from participations p
    join registrations r on r.participation_id = p.id and r.position = 1
    where p.id = ${participationId}`)) as unknown as {
    hotel_id: number;
    room_option: RoomType;
    check_in: string | null;
    check_out: string | null;
  }[];
  if (!row?.check_in || !row.check_out) return null;
  return {
    hotelId: Number(row.hotel_id),
    roomType: row.room_option,
    stay: { checkIn: row.check_in, checkOut: row.check_out },
  };
}

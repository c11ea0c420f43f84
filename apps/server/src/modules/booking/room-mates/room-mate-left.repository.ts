import { sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { allRows } from '../../../db/raw-rows.ts';

/** The registered member a booking named as room-mate, to tell them the booker left the room. */
export type LeftRoomMate = {
  participationId: number;
  firstName: string;
  email: string | null;
  hotelName: string;
  userId: number | null;
  memberUserId: number | null;
};

/**
 * The congress's live booking whose main participant has this member number (compared as typed:
 * trimmed, any case), other than the leaver's own; null when that member is not registered.
 */
export async function findRegisteredMember(
  executor: Executor,
  congressId: number,
  memberNumber: string,
  exceptParticipationId: number,
): Promise<LeftRoomMate | null> {
  const rows = (await allRows(
    executor,
    sql`
    select q.id, qp.first_name, qp.email, h.name as hotel_name, qp.user_id, qp.member_user_id
    from participations q
    join registrations qr on qr.participation_id = q.id and qr.position = 1
    join participants qp on qp.id = q.main_participant_id
    join hotels h on h.id = qr.hotel_id
    where q.congress_id = ${congressId} and q.id <> ${exceptParticipationId}
      and qr.status_registration <> 'cancelled'
      and upper(trim(qp.member_number)) = upper(trim(${memberNumber}))
    order by q.id
    limit 1`,
  )) as unknown as {
    id: number;
    first_name: string;
    email: string | null;
    hotel_name: string;
    user_id: number | null;
    member_user_id: number | null;
  }[];
  const row = rows[0];
  if (!row) return null;
  return {
    participationId: Number(row.id),
    firstName: row.first_name,
    email: row.email,
    hotelName: row.hotel_name,
    userId: row.user_id === null ? null : Number(row.user_id),
    memberUserId: row.member_user_id === null ? null : Number(row.member_user_id),
  };
}

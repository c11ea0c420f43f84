import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { participations, registrations } from '../../db/schema/index.ts';
import type { StayRequest } from './room-nights.repository.ts';

/**
 * The room a participation takes (decisions 46): its main registration's hotel and room option for
 * the nights of its stay. Null without a stay (a congress without dates) or a main registration.
 */
export async function findParticipationRoom(
  executor: Executor,
  participationId: number,
): Promise<StayRequest | null> {
  const [row] = await executor
    .select({
      hotelId: registrations.hotelId,
      roomType: registrations.roomOption,
      checkIn: participations.checkInOn,
      checkOut: participations.checkOutOn,
    })
    .from(participations)
    .innerJoin(
      registrations,
      and(eq(registrations.participationId, participations.id), eq(registrations.position, 1)),
    )
    .where(eq(participations.id, participationId));
  if (!row?.checkIn || !row.checkOut) return null;
  return {
    hotelId: row.hotelId,
    roomType: row.roomType,
    stay: { checkIn: row.checkIn, checkOut: row.checkOut },
  };
}

import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { participants, participations, registrations } from '../../db/schema/index.ts';
import type { StayRequest } from './room-nights.repository.ts';

/**
 * The room a participation takes (decisions 46): its main registration's hotel and room option for
 * the nights of its stay, with the room-mates it names (a mate who named it back shares the room).
 * Null without a stay (a congress without dates) or a main registration.
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
      mateMemberNumber: participations.accompanyingMemberNumber,
      ownMemberNumber: participants.memberNumber,
    })
    .from(participations)
    .innerJoin(
      registrations,
      and(eq(registrations.participationId, participations.id), eq(registrations.position, 1)),
    )
    .innerJoin(participants, eq(participants.id, participations.mainParticipantId))
    .where(eq(participations.id, participationId));
  if (!row?.checkIn || !row.checkOut) return null;
  const { ownMemberNumber, mateMemberNumber } = row;
  return {
    hotelId: row.hotelId,
    roomType: row.roomType,
    stay: { checkIn: row.checkIn, checkOut: row.checkOut },
    ...(ownMemberNumber && mateMemberNumber ? { sharing: { ownMemberNumber, mateMemberNumber } } : {}),
  };
}

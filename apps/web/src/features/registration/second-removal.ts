import type { TParticipation } from '@congress/domain/contracts/participations';

/** Who would leave the booking if the participant goes on: a room-mate (a member sharing) or a companion. */
export type SecondRemoval =
  | { kind: 'room-mate'; name: string; isRegistered: boolean }
  | { kind: 'companion' };

/**
 * Decisions 12: the second person of a "shared with a member" rate is a room-mate with a booking of
 * their own, not a companion of this one; the participant is told who stops sharing, and whether they
 * will be told by e-mail (only a registered room-mate has an address here).
 */
export function secondRemovalOf(participation: TParticipation | null): SecondRemoval {
  if (participation?.rate.secondParticipantType !== 'member') return { kind: 'companion' };
  const second = participation.registrations.find(
    (registration) => registration.position === 2 && registration.statusRegistration !== 'cancelled',
  );
  const named = [participation.accompanyingFirstName, participation.accompanyingLastName]
    .filter(Boolean)
    .join(' ');
  const name =
    participation.roomMate?.name ||
    (second ? `${second.participant.firstName} ${second.participant.lastName}`.trim() : '') ||
    named;
  return { kind: 'room-mate', name, isRegistered: participation.roomMate?.isRegistered === true };
}

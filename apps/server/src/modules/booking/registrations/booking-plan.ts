import { BOOKING_MESSAGES, type TBookingRequest, ZSharingMember } from '@congress/domain/contracts/booking';
import { ZMemberFields } from '@congress/domain/contracts/participants';
import { REGISTRATION_MESSAGES } from '@congress/domain/contracts/registrations';
import type { RoomOption } from '@congress/domain/enums';
import { MESSAGES } from '@congress/domain/messages';
import { roomOptionsFor } from '@congress/domain/rate-rules';
import type { z } from 'zod';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { SessionSubject } from '../../../lib/session-subject.ts';
import type { BookingModules } from '../booking-deps.ts';
import { participantColumns } from '../participants/participant-dto.ts';
import type { CongressRow, RateWithRelations } from '../rates/rates.repository.ts';
import { findBookableRate } from '../rates/bookable-rate.ts';
import { type TravelColumns, travelColumns } from './travel-values.ts';
import { findOfferForBooking, findOwnLiveOffer } from '../../capacity/capacity.service.ts';
import { type PlannedStay, planStay } from './booking-stay.ts';

type PersonColumns = ReturnType<typeof participantColumns>;
export type SecondPerson =
  | { kind: 'companion'; participant: PersonColumns; travel: TravelColumns }
  | { kind: 'sharing'; participant: { firstName: string; lastName: string; memberNumber: string } };

/** A booking request checked against the rate and the member book, ready to be written. */
export type BookingPlan = {
  /** Who books: only the kind and id are written (the owner of the participation). */
  session: Pick<SessionSubject, 'kind' | 'id'>;
  congress: CongressRow;
  rate: RateWithRelations;
  roomOption: RoomOption;
  sectionId: number | null;
  main: { participant: PersonColumns; travel: TravelColumns };
  second: SecondPerson | null;
  confirmCompanionRemoval: boolean;
  /** A waiting-list offer taken through its link: its held place is this booking's. */
  offerId: number | null;
  /** Staff offered it by hand: the quota does not refuse it. */
  isOfferByHand?: boolean;
  /** Until when the offer held the place: the booking's hold never ends before (its e-mail said so). */
  offerExpiresAt?: Date | null;
  /** The booking's arrival in the rush's queue, when it takes a new place: earlier ones come first. */
  arrivalId?: number;
} & PlannedStay;

export function collectIssues(
  fields: Record<string, string>,
  prefix: string,
  result: z.ZodSafeParseResult<unknown>,
) {
  if (result.success) return;
  for (const issue of result.error.issues) {
    const path = [prefix, ...issue.path.map(String)].join('.');
    fields[path] ??= issue.message;
  }
}

/** The room-mate of a rate shared with a member, or the companion of a rate with an accompanying person. */
export function planSecondPerson(
  rate: RateWithRelations,
  input: Pick<TBookingRequest, 'sharing' | 'companion'>,
  fields: Record<string, string>,
): SecondPerson | null {
  if (rate.rate.secondParticipantType === 'member') {
    const sharing = ZSharingMember.safeParse(input.sharing ?? {});
    collectIssues(fields, 'sharing', sharing);
    return sharing.success ? { kind: 'sharing', participant: sharing.data } : null;
  }
  if (rate.rate.secondParticipantType === 'accompany' && input.companion) {
    return {
      kind: 'companion',
      participant: participantColumns(input.companion),
      travel: travelColumns(input.companion),
    };
  }
  return null;
}

/** Everything that can be refused before any lock: unknown or closed things, and the fields of spec 5. */
export async function planBooking(
  { db, auth, congresses }: { db: Database } & BookingModules,
  session: SessionSubject,
  input: TBookingRequest,
  now: Date,
): Promise<BookingPlan> {
  const { congress, rate } = await findBookableRate(db, congresses, input);
  const member = session.kind === 'member' ? await auth.findMemberProfile(db, session.id) : null;
  if (member && !rate.type.isMember) throw new AppError('FORBIDDEN', BOOKING_MESSAGES.memberTypeOnly);
  // A member rate takes the number and section from the book, so only a member signs in to it.
  if (!member && rate.type.isMember) throw new AppError('FORBIDDEN', MESSAGES.memberSignInRequired);

  const fields: Record<string, string> = {};
  const { options, defaultOption } = roomOptionsFor(rate.rate);
  const roomOption = input.roomOption ?? defaultOption;
  if (!options.includes(roomOption)) fields.roomOption = REGISTRATION_MESSAGES.roomOptionNotOffered;

  const main = participantColumns(input.main);
  if (rate.type.isMember && member) {
    // Member sign-in: number and section come from the member book, the hotel may be corrected.
    main.memberNumber = member.numMember;
    main.section = member.section?.name ?? null;
    main.workingHotel = main.workingHotel ?? member.workingHotel;
  }
  if (rate.type.isMember) collectIssues(fields, 'main', ZMemberFields.safeParse(main));

  const second = planSecondPerson(rate, input, fields);
  const first = Object.values(fields)[0];
  if (first !== undefined) throw new AppError('VALIDATION', first, { fields });
  const room = { hotelId: rate.hotel.id, roomType: roomOption };
  const { stay, extraNights } = await planStay(db, congress, room, input.stay);
  // Without the e-mail's link, the person's own live offer on this rate is still theirs to book.
  const offer = input.waitingListToken
    ? await findOfferForBooking(db, session, input.waitingListToken, rate.rate.id, now)
    : await findOwnLiveOffer(db, session, rate.rate.id, now);

  return {
    session,
    congress,
    rate,
    roomOption,
    sectionId: member?.section?.id ?? null,
    main: { participant: main, travel: travelColumns(input.main) },
    second,
    confirmCompanionRemoval: input.confirmCompanionRemoval,
    offerId: offer?.id ?? null,
    isOfferByHand: offer?.isByHand ?? false,
    offerExpiresAt: offer?.expiresAt ?? null,
    stay,
    extraNights,
  };
}

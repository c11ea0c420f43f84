import { z } from 'zod';
import { ZParticipationGroup } from './groups.ts';
import { ZVersion } from './versions.ts';
import { optionalText } from '../validation.ts';
import { ZBookedStay } from './booked-stay.ts';
import { ZAccountStatement, ZPayment } from './payments.ts';
import { ZRateBase } from './rates.ts';
import { ZRegistration, ZRoomOption } from './registrations.ts';
import { zId, zIdParam } from '../ids.ts';
import { defineTexts } from '../i18n/texts.ts';

export const PARTICIPATION_MESSAGES = defineTexts({
  consentRequired: 'Please accept the privacy notice to register.',
});

/**
 * A participation as spec 3 names it (rate with hotel, registrations, payment list, accompanying
 * names), plus what the summary and payment steps need: the price of the current choice, what is
 * paid, the amount due (decisions 12, 13) and the hold's end (decisions 11).
 */
/**
 * A change the participant has started and not completed (decisions 32): what it will be, until when
 * its place is held, and its statement (what PAYE, REFUND or CONFIRM will settle).
 */
export const ZPendingChange = z.object({
  rate: ZRateBase,
  roomOption: ZRoomOption,
  second: z
    .object({ kind: z.enum(['companion', 'sharing']), firstName: z.string(), lastName: z.string() })
    .nullable(),
  holdExpiresAt: z.string(),
  statement: ZAccountStatement,
  /** The stay the change books and its extra nights (decisions 46). */
  ...ZBookedStay,
  /**
   * The people as typed for the change (stored person and travel fields by their contract names), so
   * that PREVIOUS or Modify shows the change being made, not the booking in force.
   */
  people: z.object({
    main: z.record(z.string(), z.unknown()),
    companion: z.record(z.string(), z.unknown()).nullable(),
    sharing: z.object({ firstName: z.string(), lastName: z.string(), memberNumber: z.string() }).nullable(),
  }),
});
export type TPendingChange = z.infer<typeof ZPendingChange>;

export const ZParticipation = z.object({
  id: z.number().int(),
  congress_id: z.number().int(),
  rateId: z.number().int(),
  lastRateId: z.number().int().nullable(),
  rate: ZRateBase,
  mainParticipantId: z.number().int(),
  registrations: z.array(ZRegistration),
  payment: z.array(ZPayment),
  accompanyingFirstName: z.string().nullable(),
  accompanyingLastName: z.string().nullable(),
  accompanyingMemberNumber: z.string().nullable(),
  paymentMethodChoice: z.enum(['card', 'bank_transfer']).nullable(),
  holdExpiresAt: z.string().nullable(),
  consentAt: z.string().nullable(),
  currency: z.string(),
  price: z.string(),
  priceCents: z.number().int(),
  paidCents: z.number().int(),
  amountDue: z.string(),
  amountDueCents: z.number().int(),
  forwardAction: z.enum(['PAYE', 'REFUND', 'CONFIRM']),
  /** Every amount above comes from this statement (decisions 31). */
  statement: ZAccountStatement,
  pendingChange: ZPendingChange.nullable(),
  /** The stay booked: arrival, departure and the extra nights priced (decisions 46). */
  ...ZBookedStay,
  /**
   * On the participant's own participation of a rate shared with a member: the room-mate named, and
   * whether they booked naming this participant back (then the two are one room, decisions 46).
   */
  /**
   * The member named to share the room: confirmed when they booked naming this participant back;
   * registered when they hold a booking at all (registered, not confirmed: they do not share, or left).
   */
  roomMate: z
    .object({
      name: z.string(),
      memberNumber: z.string(),
      isConfirmed: z.boolean(),
      isRegistered: z.boolean().optional(),
    })
    .nullish(),
  /** A place of a group booking (decisions 49): who paid for it. */
  group: ZParticipationGroup.nullish(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Moves on every write; staff writes send back the version they read (decisions 39). */
  version: z.number().int(),
});
export type TParticipation = z.infer<typeof ZParticipation>;

export const ZConsent = z.literal(true, { error: PARTICIPATION_MESSAGES.consentRequired });

/** POST /api/participation/create (spec 7): takes the place on the rate for the main participant. */
export const ZParticipationCreateRequest = z.object({
  rateId: zId(),
  participant_id: zId(),
  roomOption: ZRoomOption.optional(),
  consent: ZConsent,
  accompanyingFirstName: optionalText(100),
  accompanyingLastName: optionalText(100),
  accompanyingMemberNumber: optionalText(50),
});
export type TParticipationCreateRequest = z.infer<typeof ZParticipationCreateRequest>;

/**
 * PUT /api/participation/update/{id}: registrations and rate in the payload are ignored (spec 7).
 * Staff send the version they read (decisions 39); the owner need not.
 */
export const ZParticipationUpdateRequest = z.object({
  accompanyingFirstName: optionalText(100),
  accompanyingLastName: optionalText(100),
  accompanyingMemberNumber: optionalText(50),
  version: ZVersion.optional(),
});
export type TParticipationUpdateRequest = z.infer<typeof ZParticipationUpdateRequest>;

export const ZParticipationIdParam = z.object({ id: zIdParam() });
export const ZParticipantCongressParams = z.object({
  participantId: zIdParam(),
  slug: z.string().min(1).max(100),
});
/** A congress by id (spec 7) or by slug. */
export const ZCongressRefParam = z.object({ id: z.string().min(1).max(100) });

import { z } from 'zod';
import { RATE_ROOM_OPTIONS, ROOM_OPTIONS, SECOND_PARTICIPANT_TYPES } from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import { withDecimalPoint } from '../money.ts';
import { MAX_RATE_COMMENT, rateCommentError, rateDatesError, ratePriceError } from '../rate-validation.ts';
import { ZParticipantType } from './congress.ts';
import { ZVersion } from './versions.ts';
import { whenObject } from '../validation.ts';
import { MAX_ID, zId, zIdParam } from '../ids.ts';
import { ZContentTranslationsOut, zContentTranslations } from '../i18n/content.ts';
import { defineTexts } from '../i18n/texts.ts';

export const RATE_MESSAGES = defineTexts({
  rateNotFound: 'Rate not found',
  quotaRequired: 'Please enter the number of places',
  typeRequired: 'Please choose a participant type',
});

export const ZRateHotel = z.object({ id: z.number().int(), name: z.string() });

/**
 * A rate as spec 3 names it, without its places: prices are numeric strings ("800.00"), also given in
 * integer cents; `options` is the section restriction; `roomOptions` are the choices the form offers.
 */
export const ZRateBase = z.object({
  id: z.number().int(),
  label: z.string(),
  congressId: z.number().int(),
  hotelId: z.number().int(),
  hotel: ZRateHotel,
  options: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  quota: z.number().int(),
  roomOption: z.enum(RATE_ROOM_OPTIONS),
  roomOptions: z.array(z.enum(ROOM_OPTIONS)),
  isOpened: z.boolean(),
  isEarlyBird: z.boolean(),
  openDate: z.string().nullable(),
  closeDate: z.string().nullable(),
  comment: z.string().nullable(),
  firstParticipantType: ZParticipantType,
  secondParticipantType: z.enum(SECOND_PARTICIPANT_TYPES).nullable(),
  firstParticipantPrice: z.string(),
  secondParticipantPrice: z.string().nullable(),
  firstParticipantPriceCents: z.number().int(),
  secondParticipantPriceCents: z.number().int().nullable(),
  /** The part of the first participant price that is the registration fee (decisions 45); null: all of it. */
  registrationFee: z.string().nullable().optional(),
  /**
   * `label` and `comment` are in the reader's language; staff forms edit these: the
   * congress's default language's text and the translations of the others.
   */
  defaultText: z.object({ label: z.string(), comment: z.string().nullable() }).optional(),
  translations: ZContentTranslationsOut.optional(),
  version: z.number().int(),
});
export type TRateBase = z.infer<typeof ZRateBase>;

/** A rate of the public list: its places (decisions 9) and its state for the rate cards (spec 2.2). */
export const ZRate = ZRateBase.extend({
  places: z.number().int(),
  isClosed: z.boolean(),
  isSoldOut: z.boolean(),
  isFull: z.boolean(),
  isAvailable: z.boolean(),
});
export type TRate = z.infer<typeof ZRate>;
export const ZRateList = z.array(ZRate);

/** Rates of one participant type, grouped by hotel (decisions 17). */
export const ZRatesForParticipant = z.object({
  participantType: ZParticipantType,
  memberChoosesHotel: z.boolean(),
  hotels: z.array(ZRateHotel.extend({ rates: z.array(ZRate) })),
});
export type TRatesForParticipant = z.infer<typeof ZRatesForParticipant>;

export const ZRateIdParam = z.object({ id: zIdParam() });
export const ZRateParticipantParams = z.object({
  slug: z.string().min(1).max(100),
  participant: z.string().min(1).max(100),
});
export const ZRateHotelQuery = z.object({ hotelId: zIdParam().optional() });

/** GET /api/rate/{id}/count: the places taken (spec 7, decisions 9). */
export const ZRateCount = z.number().int();

export const RATE_AVAILABILITY_REASONS = ['ok', 'full', 'closed', 'not_opened', 'section'] as const;
export type RateAvailabilityReason = (typeof RATE_AVAILABILITY_REASONS)[number];

/** What the client checks before submitting (spec 5); `message` is the dialog text, null when ok. */
export const ZRateAvailability = z.object({
  rateId: z.number().int(),
  available: z.boolean(),
  reason: z.enum(RATE_AVAILABILITY_REASONS),
  message: z.string().nullable(),
  sectionName: z.string().nullable(),
  places: z.number().int(),
  quota: z.number().int(),
});
export type TRateAvailability = z.infer<typeof ZRateAvailability>;

const dateOrNull = z
  .union([z.iso.date(), z.iso.datetime({ offset: true }), z.literal('')])
  .nullable()
  .transform((value) => value || null);

/** Every rate field, with the spec's messages; a missing hotel reuses "Please enter label" (spec 5). */
const rateFields = z.object({
  congressId: z.number({ error: MESSAGES.congressNotFound }).int().positive().max(MAX_ID),
  hotelId: z.number({ error: MESSAGES.enterLabel }).int().positive(MESSAGES.enterLabel).max(MAX_ID),
  label: z.string({ error: MESSAGES.enterLabel }).trim().min(1, MESSAGES.enterLabel).max(200),
  sectionId: zId().nullable(),
  quota: z.number({ error: RATE_MESSAGES.quotaRequired }).int().min(0).max(100_000),
  roomOption: z.enum(RATE_ROOM_OPTIONS),
  isOpened: z.boolean(),
  isEarlyBird: z.boolean(),
  openDate: dateOrNull,
  closeDate: dateOrNull,
  comment: z
    .string()
    .nullable()
    .refine((value) => !rateCommentError(value), MESSAGES.commentTooLong)
    .transform((value) => (value?.trim() ? value.trim() : null)),
  firstParticipantTypeId: z.number({ error: RATE_MESSAGES.typeRequired }).int().positive().max(MAX_ID),
  secondParticipantType: z.enum(SECOND_PARTICIPANT_TYPES).nullable(),
  firstParticipantPrice: z
    .string({ error: MESSAGES.enterPrice })
    .transform(withDecimalPoint)
    .superRefine((value, ctx) => {
      const message = ratePriceError(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
  secondParticipantPrice: z
    .string()
    .nullable()
    .transform((value) => (value === null ? null : withDecimalPoint(value))),
  /**
   * The registration fee within the first participant price; the rest is accommodation, each billed at
   * its VAT rate (decisions 45). Left empty: the whole price is the fee (rates written before the split).
   */
  registrationFee: z
    .string()
    .nullish()
    .transform((value) => (value?.trim() ? withDecimalPoint(value) : null)),
  /** The label and comment in the congress's other languages. */
  translations: zContentTranslations({ label: 200, comment: MAX_RATE_COMMENT }),
});

/**
 * The rules between fields (spec 4, 5): Single exactly when there is no second
 * participant type. They run even when another field fails (`when`), so a form shows every message.
 */
const withRateRules = <T extends typeof rateFields>(schema: T) =>
  schema
    .refine((rate) => roomOptionError(rate) === null, {
      path: ['roomOption'],
      error: (issue) => roomOptionError(issue.input as RoomRuleInput) ?? undefined,
      when: whenObject,
    })
    .refine((rate) => !secondPriceError(rate), {
      path: ['secondParticipantPrice'],
      error: (issue) => secondPriceError(issue.input as SecondPriceInput) ?? undefined,
      when: whenObject,
    })
    .refine((rate) => !registrationFeeError(rate), {
      path: ['registrationFee'],
      error: (issue) => registrationFeeError(issue.input as FeeInput) ?? undefined,
      when: whenObject,
    })
    .refine((rate) => !rateDatesError(rate.openDate, rate.closeDate), {
      path: ['closeDate'],
      error: MESSAGES.endBeforeStart,
      when: (payload) => {
        if (!whenObject(payload)) return false;
        const value = payload.value as { openDate?: unknown; closeDate?: unknown };
        return typeof value.openDate === 'string' && typeof value.closeDate === 'string';
      },
    });

/** POST /api/rate/create (spec 3, 5, 7). */
export const ZRateWriteRequest = withRateRules(rateFields);
export type TRateWriteRequest = z.infer<typeof ZRateWriteRequest>;

/** PUT /api/rate/{id}: the same fields, and the version the rate was read at (decisions 39). */
export const ZRateUpdateRequest = withRateRules(rateFields.extend({ version: ZVersion }));
export type TRateUpdateRequest = z.infer<typeof ZRateUpdateRequest>;

/** PUT /api/rate/{id}/toggle: the Open toggle of the rates table, from the rate as listed. */
export const ZRateToggleRequest = z.object({ version: ZVersion });

export const RATE_ADMIN_MESSAGES = defineTexts({
  quotaBelowUses:
    'The quota cannot be lower than the {uses, plural, one {# place} other {# places}} already taken on this rate.',
  hotelNotInCongress: 'This hotel does not belong to the congress.',
  typeNotInCongress: 'This participant type does not belong to the congress.',
  sectionNotFound: 'Section not found',
  congressMismatch: 'The rate belongs to another congress.',
  singleHasNoSecondType:
    'A Single rate has no second participant type: choose Twin / Double, or no second type.',
  twinNeedsSecondType: 'A rate without a second participant type is Single.',
  feeAbovePrice: 'The registration fee cannot be more than the first participant price.',
});

type FeeInput = { registrationFee?: unknown; firstParticipantPrice?: unknown };

/** The fee is a price of its own, never above the first participant price it is part of. */
function registrationFeeError(rate: FeeInput): string | null {
  const fee = typeof rate.registrationFee === 'string' ? rate.registrationFee.trim() : null;
  if (!fee) return null;
  const formatError = ratePriceError(fee);
  if (formatError) return formatError;
  const price = typeof rate.firstParticipantPrice === 'string' ? rate.firstParticipantPrice.trim() : '';
  if (ratePriceError(price)) return null;
  return Number(fee) > Number(price) ? RATE_ADMIN_MESSAGES.feeAbovePrice : null;
}

type RoomRuleInput = { roomOption?: unknown; secondParticipantType?: unknown };
type SecondPriceInput = { secondParticipantPrice?: unknown; secondParticipantType?: unknown };

/** The second price is required with a second type; a value of another type is the field's own error. */
function secondPriceError(rate: SecondPriceInput): string | null {
  const price = rate.secondParticipantPrice;
  if (price != null && typeof price !== 'string') return null;
  return ratePriceError(price, rate.secondParticipantType == null);
}

/** Spec 4: Single is forced without a second participant type, and refused with one. */
function roomOptionError(rate: RoomRuleInput): string | null {
  const hasSecond = rate.secondParticipantType != null;
  if (rate.roomOption === 'single' && hasSecond) return RATE_ADMIN_MESSAGES.singleHasNoSecondType;
  if (rate.roomOption === 'twin/double' && !hasSecond) return RATE_ADMIN_MESSAGES.twinNeedsSecondType;
  return null;
}

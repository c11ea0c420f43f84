import { z } from 'zod';
import { defineTexts } from '../i18n/texts.ts';
import { zIdParam } from '../ids.ts';
import { optionalText, requiredText } from '../validation.ts';
import { withPassportDates } from './date-order.ts';
import { requiredDate } from './participants.ts';
import { ZVersion } from './versions.ts';

export const LETTER_MESSAGES = defineTexts({
  notConfirmed: 'An invitation letter can be requested once your registration is confirmed.',
  alreadyRequested: 'An invitation letter is already requested for this registration.',
  notFound: 'No such invitation letter.',
  notRequested: 'This request has already been decided.',
  notPaid: 'The registration is not paid yet: the letter is issued once it is.',
  reasonRequired: 'Please give the reason for the refusal.',
  birthDateFuture: 'The date of birth must be in the past.',
  uploadMissing: 'Please choose an image of the signature.',
  uploadType: 'The signature must be a PNG or JPEG image.',
  uploadTooLarge: 'The image is too large (2 MB at most).',
});

/** The languages a letter is written in (English or French). */
export const LETTER_LANGUAGES = ['en', 'fr'] as const;
export type LetterLanguage = (typeof LETTER_LANGUAGES)[number];
export const LETTER_STATUSES = ['requested', 'issued', 'refused'] as const;
export type LetterStatus = (typeof LETTER_STATUSES)[number];

export const ZLetterParticipationParam = z.object({ participationId: zIdParam() });
export const ZLetterIdParam = z.object({ id: zIdParam() });
export const ZLetterSlugParam = z.object({ slug: z.string().min(1).max(100) });
export const ZLetterTokenParam = z.object({ token: z.string().min(1).max(200) });
export const ZLetterQueueQuery = z.object({ status: z.enum(LETTER_STATUSES).optional() });

const today = () => new Date().toISOString().slice(0, 10);

/**
 * What the participant gives with the request: the letter's language and the facts it prints that
 * the registration may lack (the form shows only the missing ones and sends the others as stored).
 */
export const ZLetterRequest = withPassportDates(
  z.object({
    language: z.enum(LETTER_LANGUAGES),
    birthDate: requiredDate().refine((value) => value < today(), LETTER_MESSAGES.birthDateFuture),
    postalAddress: requiredText().max(500),
    passportNumber: requiredText().max(50),
    passportCreationDate: requiredDate(),
    passportExpirationDate: requiredDate(),
    nationality: requiredText().max(100),
  }),
);
export type TLetterRequest = z.infer<typeof ZLetterRequest>;

export const ZLetterSummary = z.object({
  id: z.number(),
  reference: z.string(),
  status: z.enum(LETTER_STATUSES),
  language: z.enum(LETTER_LANGUAGES),
  refusalReason: z.string().nullable(),
  requestedAt: z.string(),
  issuedAt: z.string().nullable(),
});
export type TLetterSummary = z.infer<typeof ZLetterSummary>;

/** The participant's view: the latest letter, whether one may be asked, and what the form starts with. */
export const ZLetterState = z.object({
  isConfirmed: z.boolean(),
  isPaid: z.boolean(),
  letter: ZLetterSummary.nullable(),
  known: z.object({
    birthDate: z.string().nullable(),
    postalAddress: z.string().nullable(),
    passportNumber: z.string().nullable(),
    passportCreationDate: z.string().nullable(),
    passportExpirationDate: z.string().nullable(),
    nationality: z.string().nullable(),
  }),
});
export type TLetterState = z.infer<typeof ZLetterState>;

/** A queue row (decisions 40: a list carries no passport data). */
export const ZLetterQueueItem = ZLetterSummary.extend({
  participationId: z.number(),
  name: z.string(),
  email: z.string().nullable(),
  isPaid: z.boolean(),
});
export const ZLetterQueue = z.object({ items: z.array(ZLetterQueueItem) });
export type TLetterQueueItem = z.infer<typeof ZLetterQueueItem>;
export type TLetterQueue = z.infer<typeof ZLetterQueue>;

export const ZLetterRefusal = z.object({ reason: requiredText().max(1000) });

export const ZLetterSettings = z.object({
  venue: z.string().nullable(),
  lettersNeedApproval: z.boolean(),
  signatoryName: z.string().nullable(),
  signatoryTitle: z.string().nullable(),
  hasSignature: z.boolean(),
  version: z.number(),
});
export type TLetterSettings = z.infer<typeof ZLetterSettings>;

export const ZLetterSettingsUpdate = z.object({
  venue: optionalText(300),
  lettersNeedApproval: z.boolean(),
  signatoryName: optionalText(200),
  signatoryTitle: optionalText(200),
  version: ZVersion,
});
export type TLetterSettingsUpdate = z.infer<typeof ZLetterSettingsUpdate>;

/** The public verification page: genuine only for an issued letter whose token the server signed. */
export const ZLetterVerification = z.object({
  isGenuine: z.boolean(),
  reference: z.string().nullable(),
  name: z.string().nullable(),
  congress: z.string().nullable(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  issuedAt: z.string().nullable(),
});
export type TLetterVerification = z.infer<typeof ZLetterVerification>;

import { z } from 'zod';
import { requiredText } from '../validation.ts';
import { ZOptionalHttpUrl } from './http-url.ts';
import { zId, zIdParam } from '../ids.ts';
import { ZLanguage } from '../i18n/languages.ts';
import { defineTexts } from '../i18n/texts.ts';

export const ZCongress = z.object({
  id: z.number().int(),
  slug: z.string(),
  label: z.string(),
  is_open: z.boolean(),
  informationEmail: z.string().nullable(),
  adressCity: z.string().nullable(),
  memberChoosesHotel: z.boolean(),
  timeZone: z.string(),
  privacyText: z.string().nullable(),
  holdMinutes: z.number().int(),
  /** The language of the congress's own texts; the texts here are in the reader's. */
  defaultLanguage: ZLanguage.optional(),
  options: z.object({
    description: z.string().nullable(),
    image: z.string().nullable(),
    information: z.string().nullable(),
    website: z.string().nullable(),
    stripe_public_key: z.string().nullable(),
    currency: z.string(),
  }),
  /** The bank details of transfers as text, the only ones shown (decisions 35); null when not set. */
  bankDetails: z
    .object({
      accountHolder: z.string().nullable(),
      bankName: z.string().nullable(),
      iban: z.string().nullable(),
      bic: z.string().nullable(),
      bankAddress: z.string().nullable(),
    })
    .nullable(),
});
export type TCongress = z.infer<typeof ZCongress>;

export const ZCongressSummary = ZCongress.pick({ id: true, slug: true, label: true, is_open: true });
export type TCongressSummary = z.infer<typeof ZCongressSummary>;
export const ZCongressList = z.array(ZCongressSummary);

export const ZSlugParam = z.object({ slug: z.string().min(1).max(100) });
export const ZIdParam = z.object({ id: zIdParam() });

export const ZParticipantType = z.object({
  id: z.number().int(),
  slug: z.string(),
  label: z.string(),
  isMember: z.boolean(),
});
export type TParticipantType = z.infer<typeof ZParticipantType>;
export const ZParticipantTypeList = z.array(ZParticipantType);

export const ZSection = z.object({
  id: z.number().int(),
  name: z.string(),
  addressCountry: z.string().nullable(),
  numero: z.string().nullable(),
});
export type TSection = z.infer<typeof ZSection>;
export const ZSectionList = z.array(ZSection);

export const ZHotel = z.object({
  id: z.number().int(),
  name: z.string(),
  congressId: z.number().int(),
  address: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
});
export type THotel = z.infer<typeof ZHotel>;
/** A hotel as its congress's staff read it: with where its rooming list is sent (decisions 47). */
export const ZStaffHotel = ZHotel.extend({ reservationsEmail: z.string().nullable() });
export type TStaffHotel = z.infer<typeof ZStaffHotel>;
export const ZHotelList = z.array(ZHotel);

export const ZHealth = z.object({ status: z.literal('ok'), database: z.literal('ok') });

export const HOTEL_MESSAGES = defineTexts({
  hotelNotFound: 'Hotel not found',
  otherCongress: 'The hotel belongs to another congress.',
  reservationsEmail: 'Enter a valid e-mail address for reservations.',
});

/** POST /api/hotel/create and PUT /api/hotel/update/{id}: a hotel's editable fields. */
export const ZHotelWriteRequest = z.object({
  congressId: zId(),
  name: requiredText().max(200),
  address: z
    .string()
    .trim()
    .max(500)
    .nullable()
    .transform((v) => v || null),
  website: ZOptionalHttpUrl,
  description: z
    .string()
    .trim()
    .max(5000)
    .nullable()
    .transform((v) => v || null),
  /** Absent on an update: kept as it is. */
  reservationsEmail: z
    .string()
    .trim()
    .max(200)
    .transform((v) => (v === '' ? null : v))
    .pipe(z.email(HOTEL_MESSAGES.reservationsEmail).nullable())
    .nullable()
    .optional(),
});
export type THotelWriteRequest = z.infer<typeof ZHotelWriteRequest>;
export type THotelWriteInput = z.input<typeof ZHotelWriteRequest>;

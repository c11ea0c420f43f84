import { BANK_MESSAGES, isValidBic, isValidIban, normaliseIban } from '../bank-details.ts';
import { MESSAGES } from '../messages.ts';
import { z } from 'zod';
import { ZCancellationPolicy } from '../cancellation-policy.ts';
import { ZOptionalHttpUrl } from './http-url.ts';
import { ZVersion } from './versions.ts';
import { zId, zIdParam } from '../ids.ts';
import { ZContentTranslationsOut, zContentTranslations } from '../i18n/content.ts';
import { ZLanguage } from '../i18n/languages.ts';
import { defineTexts } from '../i18n/texts.ts';
import { checkSellerVatId, sellerFields, ZVatRateSettingOut, ZVatRates } from './invoicing.ts';

/** True when the runtime knows the zone as an IANA time zone (e.g. "Europe/Lisbon"). */
export function isIanaTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const BADGE_LAYOUTS = ['a6', 'a4_8'] as const;
export type BadgeLayout = (typeof BADGE_LAYOUTS)[number];

export const SETTINGS_MESSAGES = defineTexts({
  slug: 'Use lowercase letters, digits and hyphens',
  slugTaken: 'Another congress already uses this slug',
  slugReserved:
    'This slug is an address of the application itself (such as api, assets or login): please choose another',
  timeZone: 'Please enter an IANA time zone, e.g. Europe/Lisbon',
  currency: 'Please enter a three-letter currency code, e.g. EUR',
  holdMinutes: 'Please enter a number of minutes from 1 to 1440',
  waitingListOfferHours: 'Please enter a number of hours from 1 to 720',
  email: 'Please enter a valid email address',
  typeSlugTaken: 'Two participant types cannot share a slug',
  typeInUse: 'A participant type that rates or participants use cannot be removed',
  endBeforeStart: 'End date must be after start date',
  date: 'Please enter a date',
  brandColor: 'Please enter a colour as #rrggbb, e.g. #1f4e79',
  saved: 'Congress settings saved successfully',
  created: 'Congress created successfully',
});

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable();
const isoDate = z.union([z.literal('').transform(() => null), z.iso.date(SETTINGS_MESSAGES.date)]).nullable();

export const ZSlug = z
  .string()
  .trim()
  .min(1, SETTINGS_MESSAGES.slug)
  .max(100)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, SETTINGS_MESSAGES.slug);

/**
 * First path segments the application serves itself: the API, the built assets,
 * the sign-in page and the files at the root of the web build. A congress there could never open.
 * `config/paths.ts` and the web build are checked against this list by tests.
 */
export const RESERVED_CONGRESS_SLUGS = [
  'api',
  'assets',
  'login',
  'letters',
  'rooming',
  'favicon.svg',
  'door-sw.js',
  'index.html',
] as const;
export const isReservedCongressSlug = (slug: string) =>
  (RESERVED_CONGRESS_SLUGS as readonly string[]).includes(slug.trim().toLowerCase());

/** A congress's slug: the first segment of every address of the congress. */
export const ZCongressSlug = ZSlug.refine(
  (slug) => !isReservedCongressSlug(slug),
  SETTINGS_MESSAGES.slugReserved,
);

export const ZParticipantTypeSetting = z.object({
  id: zId().nullable(),
  slug: ZSlug,
  label: z.string().trim().min(1, MESSAGES.enterLabel).max(100),
  isMember: z.boolean(),
});
export type TParticipantTypeSetting = z.infer<typeof ZParticipantTypeSetting>;

const settingsFields = {
  label: z.string().trim().min(1, MESSAGES.enterLabel).max(200),
  slug: ZCongressSlug,
  isOpen: z.boolean(),
  description: text(2000),
  information: text(5000),
  website: ZOptionalHttpUrl,
  currency: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/, SETTINGS_MESSAGES.currency),
  stripePublicKey: text(300),
  memberChoosesHotel: z.boolean(),
  holdMinutes: z.number().int(SETTINGS_MESSAGES.holdMinutes).min(1, SETTINGS_MESSAGES.holdMinutes).max(1440),
  /** How long a waiting-list offer holds its place. */
  waitingListOfferHours: z
    .number()
    .int(SETTINGS_MESSAGES.waitingListOfferHours)
    .min(1, SETTINGS_MESSAGES.waitingListOfferHours)
    .max(720, SETTINGS_MESSAGES.waitingListOfferHours),
  timeZone: z.string().trim().refine(isIanaTimeZone, SETTINGS_MESSAGES.timeZone),
  /** A VAT rate per kind of invoice line (decisions 45). */
  vatRates: ZVatRates,
  cardRefundsNeedApproval: z.boolean(),
  /** Self-service cancellation (decisions 48); left out, it stays as it is. */
  cancellationPolicy: ZCancellationPolicy.optional(),
  /** The last day a group's payer names its people (decisions 49); null: the day before the congress. */
  groupNamesDueOn: isoDate.optional(),
  privacyText: text(20000),
  informationEmail: z
    .string()
    .trim()
    .max(200)
    .transform((v) => (v === '' ? null : v))
    .pipe(z.email(SETTINGS_MESSAGES.email).nullable())
    .nullable(),
  city: text(200),
  issuerName: text(300),
  issuerAddress: text(1000),
  ...sellerFields,
  /** The bank account of transfers, as text a participant can copy (decisions 35). */
  bankAccountHolder: text(200),
  /** The bank's name and address; IBAN and BIC are checked, the IBAN stored without spaces. */
  bankName: text(200).optional(),
  bankIban: text(50)
    .refine((v) => v === null || isValidIban(v), BANK_MESSAGES.iban)
    .transform((v) => (v === null ? null : normaliseIban(v))),
  bankBic: z
    .string()
    .trim()
    .toUpperCase()
    .max(20)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .refine((v) => v === null || isValidBic(v), BANK_MESSAGES.bic),
  bankAddress: text(500).optional(),
  startsOn: isoDate,
  endsOn: isoDate,
  participantTypes: z.array(ZParticipantTypeSetting).max(50),
  /** Name badges: one A6 page each, or eight on an A4 sheet; in the congress's colour. */
  badgeLayout: z.enum(BADGE_LAYOUTS),
  brandColor: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^#[0-9a-f]{6}$/, SETTINGS_MESSAGES.brandColor),
  /** The language of the plain texts; left out, it stays as it is. */
  defaultLanguage: ZLanguage.optional(),
  /** The texts in the other languages; left out, they stay as they are. */
  translations: zContentTranslations({ description: 2000, information: 5000, privacyText: 20000 }),
};

const checkDates = <T extends { startsOn: string | null; endsOn: string | null }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.startsOn && value.endsOn && value.endsOn <= value.startsOn) {
    ctx.addIssue({ code: 'custom', path: ['endsOn'], message: SETTINGS_MESSAGES.endBeforeStart });
  }
};
const checkTypeSlugs = (value: { participantTypes: TParticipantTypeSetting[] }, ctx: z.RefinementCtx) => {
  const slugs = value.participantTypes.map((t) => t.slug);
  if (new Set(slugs).size !== slugs.length) {
    ctx.addIssue({ code: 'custom', path: ['participantTypes'], message: SETTINGS_MESSAGES.typeSlugTaken });
  }
};

/**
 * PUT /api/congress/:id/settings - every editable setting, from the version read (decisions 39);
 * secret keys stay in the environment.
 */
export const ZCongressSettingsUpdate = z
  .object({ ...settingsFields, version: ZVersion })
  .superRefine(checkDates)
  .superRefine(checkTypeSlugs)
  .superRefine(checkSellerVatId);
export type TCongressSettingsUpdate = z.input<typeof ZCongressSettingsUpdate>;

/** POST /api/congress/create - a new congress; everything else takes its defaults. */
export const ZCongressCreate = z.object({
  label: settingsFields.label,
  slug: ZCongressSlug,
  currency: settingsFields.currency.default('EUR'),
  timeZone: settingsFields.timeZone.default('Europe/Lisbon'),
});
export type TCongressCreate = z.input<typeof ZCongressCreate>;

export const ZCongressSettings = z.object({
  id: z.number().int(),
  label: z.string(),
  slug: z.string(),
  isOpen: z.boolean(),
  description: z.string().nullable(),
  information: z.string().nullable(),
  website: z.string().nullable(),
  currency: z.string(),
  stripePublicKey: z.string().nullable(),
  memberChoosesHotel: z.boolean(),
  holdMinutes: z.number().int(),
  waitingListOfferHours: z.number().int(),
  timeZone: z.string(),
  vatRates: z.object({
    registration: ZVatRateSettingOut,
    accommodation: ZVatRateSettingOut,
    companion: ZVatRateSettingOut,
    extra_night: ZVatRateSettingOut,
  }),
  cardRefundsNeedApproval: z.boolean(),
  cancellationPolicy: ZCancellationPolicy.optional(),
  groupNamesDueOn: z.string().nullable().optional(),
  privacyText: z.string().nullable(),
  informationEmail: z.string().nullable(),
  city: z.string().nullable(),
  issuerName: z.string().nullable(),
  issuerAddress: z.string().nullable(),
  issuerVatNumber: z.string().nullable(),
  issuerPostcode: z.string().nullable(),
  issuerCity: z.string().nullable(),
  issuerCountry: z.string().nullable(),
  bankAccountHolder: z.string().nullable(),
  bankIban: z.string().nullable(),
  bankBic: z.string().nullable(),
  bankName: z.string().nullable().optional(),
  bankAddress: z.string().nullable().optional(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  participantTypes: z.array(ZParticipantTypeSetting.extend({ id: z.number().int() })),
  badgeLayout: z.enum(BADGE_LAYOUTS),
  brandColor: z.string(),
  logoUrl: z.string().nullable(),
  ribUrl: z.string().nullable(),
  ribContentType: z.string().nullable(),
  personalDataPurgedAt: z.string().nullable(),
  defaultLanguage: ZLanguage.optional(),
  translations: ZContentTranslationsOut.optional(),
  version: z.number().int(),
});
export type TCongressSettings = z.infer<typeof ZCongressSettings>;

export const ZCongressIdParam = z.object({ id: zIdParam() });
export const ZCongressUploadKind = z.object({
  id: zIdParam(),
  kind: z.enum(['logo', 'rib']),
});

/** Upload limits: size, types known by their first bytes, never SVG. */
export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_MESSAGES = defineTexts({
  missing: 'Please choose a file',
  tooLarge: 'The file is larger than 2 MB',
  svg: 'SVG images are not accepted; please upload a PNG or JPEG image',
  logoType: 'The logo must be a PNG or JPEG image',
  ribType: 'The bank details must be a PNG, JPEG or WebP image or a PDF',
  saved: 'File uploaded successfully',
});

/** Personal data purge of a finished congress (decisions 30). */
export const PURGE_MESSAGES = defineTexts({
  notFinished: 'Only a finished congress can be purged: its end date must be in the past',
  confirmation: 'Type the congress slug to confirm',
  done: 'Personal data purged',
});
export const ZPurgeRequest = z.object({
  confirmation: z.string().trim().min(1, PURGE_MESSAGES.confirmation).max(100),
});
export const ZPurgeResult = z.object({
  purgedAt: z.string(),
  participants: z.number().int(),
  registrations: z.number().int(),
  participations: z.number().int(),
  /** Group bookings whose payer's name was blanked (decisions 49). */
  groups: z.number().int().optional(),
  payments: z.number().int(),
  emails: z.number().int(),
  auditEntries: z.number().int(),
  /** Rooming lists sent to hotels, deleted: they name the guests. */
  roomingLists: z.number().int(),
});
export type TPurgeResult = z.infer<typeof ZPurgeResult>;

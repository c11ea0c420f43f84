import { z } from 'zod';
import { emailField, optionalText, requiredText } from '../validation.ts';
import { ZParticipantType } from './congress.ts';
import { withPassportDates } from './date-order.ts';
import { zIdParam } from '../ids.ts';
import { defineTexts } from '../i18n/texts.ts';
import { billingCompanyFields, withBillingCompany } from './invoicing.ts';

export const PARTICIPANT_MESSAGES = defineTexts({
  /** An API client sent something else than YYYY-MM-DD: the browser's date field never does. */
  invalidDate: 'Please enter a valid date (YYYY-MM-DD)',
  /** An empty or half-typed date field: words for what the person sees, whatever the browser's format. */
  dateRequired: 'Please enter the full date: day, month and year.',
  invalidTime: 'Please enter a valid time (HH:MM)',
  participantNotFound: 'Participant not found',
  participantTypeNotFound: 'Participant type not found',
  alreadyRegistered: 'You are already registered for this congress.',
});

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar day written YYYY-MM-DD (2027-02-30 is refused). */
export function isIsoDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
export const isHourMinute = (value: string) => TIME_PATTERN.test(value);

/** One message per case: an empty date is not also called malformed (`abort`). */
export const requiredDate = () =>
  z
    .string({ error: PARTICIPANT_MESSAGES.dateRequired })
    .trim()
    .min(1, { error: PARTICIPANT_MESSAGES.dateRequired, abort: true })
    .refine(isIsoDate, PARTICIPANT_MESSAGES.invalidDate);

/** Empty optional fields arrive as '' from forms: they are stored as null. */
export const optionalDate = () =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || isIsoDate(v), PARTICIPANT_MESSAGES.invalidDate)
    .nullish()
    .transform((v) => v || null);
export const optionalTime = () =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || isHourMinute(v), PARTICIPANT_MESSAGES.invalidTime)
    .nullish()
    .transform((v) => v || null);

/** Spec 3: goodies are a list, entered as comma-separated text; both forms are accepted. */
export const goodiesField = () =>
  z
    .union([z.array(z.string().trim().max(100)).max(20), z.string().max(2000)])
    .nullish()
    .transform((v) =>
      (typeof v === 'string' ? v.split(',') : (v ?? [])).map((g) => g.trim()).filter(Boolean),
    );

/** Spec 5, personal form: first name, last name, e-mail, phone, country, billing information. */
export const ZPersonalFields = z.object({
  title: optionalText(50),
  firstName: requiredText().max(100),
  lastName: requiredText().max(100),
  email: requiredText().pipe(emailField()),
  phone: requiredText().max(50),
  country: requiredText().max(100),
  billingInformation: requiredText().max(2000),
  /** The company that pays, when one does: the buyer of the documents (decisions 45). */
  ...billingCompanyFields,
  memberNumber: optionalText(50),
  workingHotel: optionalText(200),
  section: optionalText(100),
  medicalInformation: optionalText(2000),
  comment: optionalText(2000),
  goodies: goodiesField(),
});

/** Spec 5: member number and working hotel are required only for member participant types. */
export const ZMemberFields = z.object({
  memberNumber: requiredText().max(50),
  workingHotel: requiredText().max(200),
});

/** Spec 5, travel form: passport number, issued on, expires on, place of issue, nationality. */
export const ZPassportFields = z.object({
  passportNumber: requiredText().max(50),
  passportCreationDate: requiredDate(),
  passportExpirationDate: requiredDate(),
  passportIssuancePlace: requiredText().max(100),
  nationality: requiredText().max(100),
});

export const ZParticipantFields = ZPersonalFields.extend(ZPassportFields.shape);
export type TParticipantFields = z.infer<typeof ZParticipantFields>;

/** POST /api/participant/create takes an array (spec 7); the first is the subject's own participant. */
export const ZParticipantCreateItem = withBillingCompany(
  withPassportDates(
    ZParticipantFields.extend({
      congressSlug: requiredText().max(100),
      participantType: z.string().trim().max(100).nullish(),
      isAccompanying: z.boolean().optional().default(false),
    }),
  ),
);
export const ZParticipantCreateRequest = z.array(ZParticipantCreateItem).min(1).max(2);
export type TParticipantCreateItem = z.infer<typeof ZParticipantCreateItem>;

/** A participant as spec 3 names it; `users` is the owning user account, when there is one. */
export const ZParticipant = z.object({
  id: z.number().int(),
  congress_id: z.number().int(),
  participantType: ZParticipantType.nullable(),
  users: z.object({ id: z.number().int() }).nullable(),
  memberUserId: z.number().int().nullable(),
  isAccompanying: z.boolean(),
  title: z.string().nullable(),
  section: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  memberNumber: z.string().nullable(),
  workingHotel: z.string().nullable(),
  country: z.string().nullable(),
  medicalInformation: z.string().nullable(),
  billingInformation: z.string().nullable(),
  billingCompanyName: z.string().nullable().optional(),
  billingCompanyAddress: z.string().nullable().optional(),
  billingCompanyPostcode: z.string().nullable().optional(),
  billingCompanyCity: z.string().nullable().optional(),
  billingCompanyCountry: z.string().nullable().optional(),
  billingCompanyVatId: z.string().nullable().optional(),
  comment: z.string().nullable(),
  goodies: z.array(z.string()),
  passportNumber: z.string().nullable(),
  passportCreationDate: z.string().nullable(),
  passportExpirationDate: z.string().nullable(),
  passportIssuancePlace: z.string().nullable(),
  nationality: z.string().nullable(),
});
export type TParticipant = z.infer<typeof ZParticipant>;
export const ZParticipantList = z.array(ZParticipant);

export const ZParticipantIdParam = z.object({ id: zIdParam() });
export const ZMemberUserQuery = z.object({ congress: z.string().min(1).max(100).optional() });

import { z } from 'zod';
import { REGISTRATION_STATUSES } from '../enums.ts';
import { zIdParam } from '../ids.ts';
import { ZBulkSelection } from './bulk-actions.ts';
import { defineTexts } from '../i18n/texts.ts';

export const CHECK_IN_MESSAGES = defineTexts({
  invalidTicket: 'This ticket is not valid for this congress.',
  notFound: 'No such person in this congress.',
  checkedIn: 'Checked in',
  notConfirmed: 'Not confirmed: this registration is not confirmed.',
  noTicket: 'A ticket is issued once the registration is confirmed.',
  cancelled: 'This registration is cancelled: it cannot be checked in.',
  /** "Already checked in at 09:12 by door@demo.test" (`time` in the congress's zone, HH:MM). */
  alreadyCheckedIn: 'Already checked in at {time}',
  alreadyCheckedInBy: 'Already checked in at {time} by {by}',
});

/**
 * A ticket token: the registration id and a MAC (base64url), signed by the server; it names no
 * person and cannot be guessed. Only its shape is checked here; the server checks its MAC.
 */
export const ZTicketToken = z
  .string()
  .trim()
  .max(200)
  .regex(/^[0-9a-z]{1,12}\.[A-Za-z0-9_-]{16,64}$/, CHECK_IN_MESSAGES.invalidTicket);

export const ZCheckInSlugParam = z.object({ slug: z.string().min(1).max(100) });
export const ZCheckInRegistrationParams = z.object({
  slug: z.string().min(1).max(100),
  registrationId: zIdParam(),
});
export const ZCheckInLookupRequest = z.object({ token: ZTicketToken });
export const ZCheckInSearchQuery = z.object({ q: z.string().trim().min(2).max(100) });

export const ZCheckInActivity = z.object({
  label: z.string(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
});

/** What the door sees of one person (main participant or companion). */
export const ZCheckInPerson = z.object({
  registrationId: z.number().int(),
  participationId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  /** The participant type's label, or "Accompanying person". */
  typeLabel: z.string(),
  hotel: z.string(),
  rate: z.string(),
  registrationStatus: z.enum(REGISTRATION_STATUSES),
  /** The account statement's due (decisions 31), in cents of `currency`. */
  dueCents: z.number().int(),
  currency: z.string(),
  /** The activities the person chose for today, in the congress's time zone. */
  activitiesToday: z.array(ZCheckInActivity),
  checkIn: z.object({ at: z.string(), by: z.string().nullable() }).nullable(),
});
export type TCheckInPerson = z.infer<typeof ZCheckInPerson>;

export const ZCheckInSearchResult = z.object({
  items: z.array(ZCheckInPerson),
  timeZone: z.string(),
});
export type TCheckInSearchResult = z.infer<typeof ZCheckInSearchResult>;

/** A check-in's answer: this request checked the person in, or someone already had. */
export const ZCheckInResult = z.object({
  outcome: z.enum(['checked_in', 'already']),
  person: ZCheckInPerson,
  timeZone: z.string(),
});
export type TCheckInResult = z.infer<typeof ZCheckInResult>;

/** The participant's tickets: one per confirmed person of the participation. */
export const ZTicket = z.object({
  registrationId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  token: z.string(),
  /** The QR code as an SVG document, drawn by the server (the web bundle carries no QR code). */
  svg: z.string(),
});
export const ZParticipationTickets = z.object({ items: z.array(ZTicket) });
export type TParticipationTickets = z.infer<typeof ZParticipationTickets>;
export const ZTicketParams = z.object({ participationId: zIdParam() });

/** POST /api/check-in/badges: name badges of the list's selection or filter. */
export const ZBadgesRequest = z.object({
  congressSlug: z.string().min(1).max(100),
  selection: ZBulkSelection,
});
export type TBadgesRequest = z.input<typeof ZBadgesRequest>;

/** Why a selected person gets no badge: a cancelled registration is not coming. */
export const BADGE_LEFT_OUT_REASONS = ['cancelled'] as const;
/**
 * POST /api/check-in/badges/preview: how many badges the selection prints and who of its people gets
 * none and why (nobody is dropped silently). `leftOut` names the first 100.
 */
export const ZBadgesPreview = z.object({
  badges: z.number().int().nonnegative(),
  leftOutCount: z.number().int().nonnegative(),
  leftOut: z.array(
    z.object({
      registrationId: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      reason: z.enum(BADGE_LEFT_OUT_REASONS),
    }),
  ),
});
export type TBadgesPreview = z.infer<typeof ZBadgesPreview>;

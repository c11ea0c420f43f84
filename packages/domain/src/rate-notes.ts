import { dayInZone, formatDate } from './dates.ts';

/** What a rate card of step 1 says besides its label and price. */
export const RATE_NOTES = {
  opensOn: (date: string) => `Opens on ${date}`,
  closedOn: (date: string) => `Closed on ${date}`,
  sectionOnly: (section: string) => `Only for members of the section ${section}`,
  sectionNotYours: (section: string) =>
    `Not available to you: only for members of the section ${section} signed in with their Book of Member credentials.`,
  currentRate: 'Your current rate',
  sharingYouPay: (amount: string) => `You pay ${amount}`,
  sharingRoomMatePays: (amount: string) =>
    `Your room-mate pays ${amount} through his or her own registration.`,
} as const;

type Dated = { openDate: string | null; closeDate: string | null };
const toDate = (value: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value);

/**
 * Why a CLOSED card is closed, in British dates of the congress's zone (decisions 16): when it opens,
 * or when it closed; null when the rate is within its dates.
 */
export function closedRateNote(rate: Dated, now: Date, timeZone: string): string | null {
  const today = dayInZone(now, timeZone);
  if (rate.openDate && today < dayInZone(toDate(rate.openDate), timeZone)) {
    return RATE_NOTES.opensOn(formatDate(toDate(rate.openDate), timeZone));
  }
  if (rate.closeDate && today > dayInZone(toDate(rate.closeDate), timeZone)) {
    return RATE_NOTES.closedOn(formatDate(toDate(rate.closeDate), timeZone));
  }
  return null;
}

/** Who looks at the rate list: a visitor, a user account, or a member of the book and its section. */
export type RateViewer =
  | { kind: 'visitor' }
  | { kind: 'user' }
  | { kind: 'member'; sectionId: number | null };

/**
 * A section-restricted rate is shown disabled to whoever is known not to be a member of its section
 * (spec 2.2, 5), before the form: a user account, or a member of another section. A visitor has not
 * signed in yet and still sees it, with the section it is for.
 */
export function isSectionBlocked(rate: { sectionId: number | null }, viewer: RateViewer): boolean {
  if (rate.sectionId === null || viewer.kind === 'visitor') return false;
  return viewer.kind === 'user' || viewer.sectionId !== rate.sectionId;
}

import type { TMyWaitingEntry } from '@congress/domain/contracts/waiting-lists';

/** The rate of the demo's waiting list: the speakers' suite. */
export const SUITE = 'Speaker suite - Harbour Inn';

/** A place of the suite offered to the reader until 2 May 2027, 10:30 UTC (GET …/mine). */
export const offerOf = (fields: Partial<TMyWaitingEntry> = {}): TMyWaitingEntry => ({
  id: 7,
  rateId: 3,
  activityId: null,
  registrationId: null,
  status: 'offered',
  placeInLine: null,
  offerExpiresAt: '2027-05-02T10:30:00.000Z',
  label: SUITE,
  participantSlug: 'guest-speakers',
  ...fields,
});

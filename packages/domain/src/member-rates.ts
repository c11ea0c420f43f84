import type { RateViewer } from './rate-notes.ts';

/**
 * Who may book a rate of a member participant type: only a Book of Member sign-in, so that the member
 * number comes from the member book (the rule step 2 and the booking apply). Said on the card, before
 * the click: a visitor is led to the member sign-in; a signed-in user account is not a member, and
 * the card says the rate is not for it.
 */
export type MemberRateAccess = 'open' | 'memberSignIn' | 'notForAccount';

export function memberRateAccess(rate: { isMemberType: boolean }, viewer: RateViewer): MemberRateAccess {
  if (!rate.isMemberType || viewer.kind === 'member') return 'open';
  return viewer.kind === 'visitor' ? 'memberSignIn' : 'notForAccount';
}

/** The same rule on step 2: a member type's rate with no member signed in asks for the member sign-in. */
export function needsMemberSignIn(rate: { isMemberType: boolean }, isMemberSession: boolean): boolean {
  return rate.isMemberType && !isMemberSession;
}

import { describe, expect, it } from 'vitest';
import { memberRateAccess, needsMemberSignIn } from './member-rates.ts';

describe('member rates need a Book of Member sign-in, said before the click', () => {
  const member = { isMemberType: true };
  const other = { isMemberType: false };

  it('leads a visitor to the member sign-in, and tells a user account the rate is not for it', () => {
    expect(memberRateAccess(member, { kind: 'visitor' })).toBe('memberSignIn');
    expect(memberRateAccess(member, { kind: 'user' })).toBe('notForAccount');
    expect(memberRateAccess(member, { kind: 'member', sectionId: null })).toBe('open');
  });

  it('leaves the rates of other participant types open to everyone', () => {
    for (const viewer of [{ kind: 'visitor' }, { kind: 'user' }, { kind: 'member', sectionId: 2 }] as const)
      expect(memberRateAccess(other, viewer)).toBe('open');
  });

  it('agrees with step 2: whoever the card leads on is whoever the form accepts', () => {
    expect(needsMemberSignIn(member, false)).toBe(true);
    expect(needsMemberSignIn(member, true)).toBe(false);
    expect(needsMemberSignIn(other, false)).toBe(false);
  });
});

import type { TCurrentUser, TMemberUser, TSessionResponse } from '@congress/domain/contracts/auth';
import { type Role, ROLES } from '@congress/domain/enums';
import type { Executor } from '../../db/database.ts';
import type { IssuedTokens } from './cookies.ts';
import { isSubjectVerified } from './email-verification.repository.ts';
import {
  findAccountLanguage,
  findMemberProfile,
  findOwnParticipants,
  type MemberProfile,
} from './profile.repository.ts';
import type { IssuedSession } from './session.service.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';

const isRole = (role: string): role is Role => (ROLES as readonly string[]).includes(role);

/**
 * "Hello {first name}" takes the first name of the subject's most recent own participant, then a
 * member's book entry; null lets the client fall back to the e-mail (decisions 5).
 */
export async function loadCurrentUser(db: Executor, subject: SessionSubject): Promise<TCurrentUser> {
  const own = (await findOwnParticipants(db, subject.kind, subject.id)).filter((p) => !p.isAccompanying);
  let firstName = own[0]?.firstName ?? null;
  if (firstName === null && subject.kind === 'member') {
    firstName = (await findMemberProfile(db, subject.id))?.firstname ?? null;
  }
  return {
    id: subject.id,
    kind: subject.kind,
    email: subject.email,
    roles: subject.roles.filter(isRole),
    is_activated: subject.isActivated,
    congressId: subject.congressId,
    congressIds: subject.congressIds,
    firstName,
    participants: own.map((p) => ({ id: p.id })).reverse(),
    language: await findAccountLanguage(db, subject.kind, subject.id),
    emailVerified: await isSubjectVerified(db, subject),
  };
}

export type SignedIn = { response: TSessionResponse; tokens: IssuedTokens };

export async function toSignedIn(db: Executor, session: IssuedSession): Promise<SignedIn> {
  return {
    response: {
      user: await loadCurrentUser(db, session.subject),
      accessExpiresAt: session.accessExpiresAt.toISOString(),
    },
    tokens: { accessToken: session.accessToken, refreshToken: session.refreshToken },
  };
}

export function toMemberUser(member: MemberProfile): TMemberUser {
  const { workingHotel, ...rest } = member;
  return { ...rest, hotel: workingHotel ? { name: workingHotel } : null };
}

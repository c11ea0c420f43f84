import { WAITING_LIST_MESSAGES } from '@congress/domain/contracts/waiting-lists';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { hashToken } from '../../lib/tokens.ts';
import { findEntryByTokenHash, findLiveRateOffer, markOfferAccepted } from './waiting-entries.repository.ts';

/**
 * The waiting-list offer a booking names by its link's token: it must be the signed-in
 * person's, for this rate, and still live. Its place is then theirs, so the count leaves it out; an
 * offer staff made by hand may go beyond the quota (the admin was told so).
 */
export async function findOfferForBooking(
  executor: Executor,
  session: Pick<SessionSubject, 'kind' | 'id'>,
  token: string,
  rateId: number,
  now: Date,
): Promise<{ id: number; isByHand: boolean; expiresAt: Date }> {
  const entry = await findEntryByTokenHash(executor, hashToken(token));
  const owner = session.kind === 'member' ? entry?.memberUserId : entry?.userId;
  if (!entry || owner !== session.id) throw new AppError('NOT_FOUND', WAITING_LIST_MESSAGES.offerNotFound);
  if (entry.rateId !== rateId) throw new AppError('CONFLICT', WAITING_LIST_MESSAGES.offerOtherRate);
  const isLive = entry.status === 'offered' && entry.offerExpiresAt !== null && entry.offerExpiresAt > now;
  if (!isLive || entry.offerExpiresAt === null)
    throw new AppError('CONFLICT', WAITING_LIST_MESSAGES.offerExpired);
  return { id: entry.id, isByHand: entry.offeredBy !== null, expiresAt: entry.offerExpiresAt };
}

/** The booking took the offered place: in its transaction, under the rate's lock. */
export async function acceptOffer(executor: Executor, entryId: number, now: Date): Promise<void> {
  const accepted = await markOfferAccepted(executor, entryId, now);
  if (accepted.length === 0) throw new AppError('CONFLICT', WAITING_LIST_MESSAGES.offerExpired);
}

/**
 * The subject's live offer on a rate, if any: the availability check leaves its place out, and a
 * booking without the e-mail's link (from the dashboard or the rate card) takes it.
 */
export async function findOwnLiveOffer(
  executor: Executor,
  session: Pick<SessionSubject, 'kind' | 'id'>,
  rateId: number,
  now: Date,
): Promise<{ id: number; isByHand: boolean; expiresAt: Date } | null> {
  const entry = await findLiveRateOffer(executor, { kind: session.kind, id: session.id }, rateId, now);
  if (!entry?.offerExpiresAt) return null;
  return { id: entry.id, isByHand: entry.offeredBy !== null, expiresAt: entry.offerExpiresAt };
}

import type { TLetterVerification } from '@congress/domain/contracts/invitation-letters';
import { verifyLetter as verifyLetterEndpoint } from '@congress/domain/endpoints/invitation-letters';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { letterKeys } from './keys.ts';

/** GET /api/letters/verify/:token: public; whether the letter is genuine. */
export function verifyLetter(token: string, signal?: AbortSignal): Promise<TLetterVerification> {
  return call(verifyLetterEndpoint, { params: { token }, signal });
}

export const letterVerificationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: letterKeys.verification(token),
    queryFn: ({ signal }) => verifyLetter(token, signal),
  });

export const useLetterVerification = (token: string) => useQuery(letterVerificationQueryOptions(token));

import { type TLetterVerification, ZLetterVerification } from '@congress/domain/contracts/invitation-letters';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { letterKeys } from './keys.ts';

/** GET /api/letters/verify/:token: public; whether the letter is genuine. */
export function verifyLetter(token: string, signal?: AbortSignal): Promise<TLetterVerification> {
  return api.get(`/letters/verify/${encodeURIComponent(token)}`, { schema: ZLetterVerification, signal });
}

export const letterVerificationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: letterKeys.verification(token),
    queryFn: ({ signal }) => verifyLetter(token, signal),
  });

export const useLetterVerification = (token: string) => useQuery(letterVerificationQueryOptions(token));

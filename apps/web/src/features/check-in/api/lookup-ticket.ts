import { type TCheckInSearchResult, ZCheckInSearchResult } from '@congress/domain/contracts/check-in';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/check-in/congress/:slug/lookup: the person of a scanned ticket (the server checks its MAC). */
export function lookupTicket(input: { slug: string; token: string }): Promise<TCheckInSearchResult> {
  return api.post(`/check-in/congress/${encodeURIComponent(input.slug)}/lookup`, {
    schema: ZCheckInSearchResult,
    body: { token: input.token },
  });
}

export const useLookupTicket = () => useMutation({ mutationFn: lookupTicket });

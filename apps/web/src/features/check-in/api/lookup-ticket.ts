import type { TCheckInSearchResult } from '@congress/domain/contracts/check-in';
import { lookupTicket as lookupTicketEndpoint } from '@congress/domain/endpoints/check-in';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';

/** POST /api/check-in/congress/:slug/lookup: the person of a scanned ticket (the server checks its MAC). */
export function lookupTicket(input: { slug: string; token: string }): Promise<TCheckInSearchResult> {
  return call(lookupTicketEndpoint, { params: { slug: input.slug }, body: { token: input.token } });
}

export const useLookupTicket = () => useMutation({ mutationFn: lookupTicket });

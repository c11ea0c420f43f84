import type { TParticipation } from '@congress/domain/contracts/participations';
import { getMyParticipation as getMyParticipationEndpoint } from '@congress/domain/endpoints/participations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error.ts';
import { call } from '../../../lib/endpoint-call.ts';
import { registrationKeys } from './keys.ts';

/** The signed-in participant's participation in the congress; a 404 means none (spec 7). */
export async function getMyParticipation(slug: string, signal?: AbortSignal): Promise<TParticipation | null> {
  try {
    return await call(getMyParticipationEndpoint, { params: { slug }, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const myParticipationQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: registrationKeys.mine(slug),
    queryFn: ({ signal }) => getMyParticipation(slug, signal),
    staleTime: 0,
    meta: { isSilent: true },
  });

export const useMyParticipation = (slug: string) => useQuery(myParticipationQueryOptions(slug));

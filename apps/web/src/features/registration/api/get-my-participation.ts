import { type TParticipation, ZParticipation } from '@congress/domain/contracts/participations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { registrationKeys } from './keys.ts';

/** The signed-in participant's participation in the congress; a 404 means none (spec 7). */
export async function getMyParticipation(slug: string, signal?: AbortSignal): Promise<TParticipation | null> {
  try {
    return await api.get(`/participation/mine/congress/${encodeURIComponent(slug)}`, {
      schema: ZParticipation,
      signal,
    });
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

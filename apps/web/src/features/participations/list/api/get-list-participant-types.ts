import { type TParticipantType, ZParticipantTypeList } from '@congress/domain/contracts/congress';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { participationListKeys } from './keys.ts';

/** GET /api/participant/congress/:slug/types: every type of the congress (decisions 4). */
export function getListParticipantTypes(slug: string, signal?: AbortSignal): Promise<TParticipantType[]> {
  return api.get(`/participant/congress/${encodeURIComponent(slug)}/types`, {
    schema: ZParticipantTypeList,
    signal,
  });
}

export const listParticipantTypesQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: participationListKeys.types(slug),
    queryFn: ({ signal }) => getListParticipantTypes(slug, signal),
    staleTime: 5 * 60_000,
    meta: { isSilent: true },
  });

export const useListParticipantTypes = (slug: string) => useQuery(listParticipantTypesQueryOptions(slug));

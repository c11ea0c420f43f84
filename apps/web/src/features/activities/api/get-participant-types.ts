import { type TParticipantType, ZParticipantTypeList } from '@congress/domain/contracts/congress';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { activityKeys } from './keys.ts';

/** Every participant type of the congress (decisions 4), for the modal's "who". */
export function getParticipantTypes(slug: string, signal?: AbortSignal): Promise<TParticipantType[]> {
  return api.get(`/participant/congress/${encodeURIComponent(slug)}/types`, {
    schema: ZParticipantTypeList,
    signal,
  });
}

export const participantTypesQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: activityKeys.participantTypes(slug),
    queryFn: ({ signal }) => getParticipantTypes(slug, signal),
    staleTime: 5 * 60_000,
  });

export const useActivityParticipantTypes = (slug: string) => useQuery(participantTypesQueryOptions(slug));

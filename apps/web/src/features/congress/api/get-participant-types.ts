import { type TParticipantType, ZParticipantTypeList } from '@congress/domain/contracts/congress';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { congressKeys } from './keys.ts';

/** The participant types that have at least one rate (decisions 4), for the home side panel. */
export function getParticipantTypes(slug: string, signal?: AbortSignal): Promise<TParticipantType[]> {
  return api.get(`/rate/participant/congress/${encodeURIComponent(slug)}`, {
    schema: ZParticipantTypeList,
    signal,
  });
}

export const participantTypesQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: congressKeys.participantTypes(slug),
    queryFn: ({ signal }) => getParticipantTypes(slug, signal),
    meta: { isSilent: true },
  });

export const useParticipantTypes = (slug: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...participantTypesQueryOptions(slug), enabled: options.enabled ?? true });

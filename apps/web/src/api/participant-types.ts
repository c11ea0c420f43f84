import type { TParticipantType } from '@congress/domain/contracts/congress';
import { listParticipantTypes, listParticipantTypesWithRates } from '@congress/domain/endpoints/rates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../lib/endpoint-call.ts';

export const participantTypeKeys = {
  all: ['participant-types'] as const,
  ofCongress: (slug: string) => [...participantTypeKeys.all, 'congress', slug] as const,
  withRates: (slug: string) => [...participantTypeKeys.all, 'with-rates', slug] as const,
};

/** GET /api/participant/congress/{slug}/types: every type of the congress (decisions 4). */
export function getParticipantTypes(slug: string, signal?: AbortSignal): Promise<TParticipantType[]> {
  return call(listParticipantTypes, { params: { slug }, signal });
}

export const participantTypesQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: participantTypeKeys.ofCongress(slug),
    queryFn: ({ signal }) => getParticipantTypes(slug, signal),
    staleTime: 5 * 60_000,
    meta: { isSilent: true },
  });

export const useParticipantTypes = (slug: string) => useQuery(participantTypesQueryOptions(slug));

/** GET /api/rate/participant/congress/{slug}: only the types that have a rate (decisions 4), for visitors. */
export function getParticipantTypesWithRates(
  slug: string,
  signal?: AbortSignal,
): Promise<TParticipantType[]> {
  return call(listParticipantTypesWithRates, { params: { slug }, signal });
}

export const participantTypesWithRatesQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: participantTypeKeys.withRates(slug),
    queryFn: ({ signal }) => getParticipantTypesWithRates(slug, signal),
    meta: { isSilent: true },
  });

export const useParticipantTypesWithRates = (slug: string, options: { enabled?: boolean } = {}) =>
  useQuery({ ...participantTypesWithRatesQueryOptions(slug), enabled: options.enabled ?? true });

import type { TRatesForParticipant } from '@congress/domain/contracts/rates';
import { listParticipantRates } from '@congress/domain/endpoints/rates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { rateKeys } from '../../../api/rate-keys.ts';

/** Every rate of a participant type, grouped by hotel (decisions 17); the screen filters by hotel. */
export function getParticipantRates(
  slug: string,
  participant: string,
  signal?: AbortSignal,
): Promise<TRatesForParticipant> {
  return call(listParticipantRates, { params: { slug, participant }, signal });
}

export const participantRatesQueryOptions = (slug: string, participant: string) =>
  queryOptions({
    queryKey: rateKeys.forParticipant(slug, participant),
    queryFn: ({ signal }) => getParticipantRates(slug, participant, signal),
    meta: { isSilent: true },
  });

export const useParticipantRates = (slug: string, participant: string) =>
  useQuery(participantRatesQueryOptions(slug, participant));

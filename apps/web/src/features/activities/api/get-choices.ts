import type { TParticipationActivities } from '@congress/domain/contracts/activities';
import { getParticipationChoices, getRegistrationChoices } from '@congress/domain/endpoints/activities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { activityKeys } from './keys.ts';

export type ChoicesOf = { registrationId: number } | { participationId: number };

/** A participation's registrations with their choices, and the congress's activities with places. */
export function getChoices(of: ChoicesOf, signal?: AbortSignal): Promise<TParticipationActivities> {
  return 'registrationId' in of
    ? call(getRegistrationChoices, { params: { registrationId: of.registrationId }, signal })
    : call(getParticipationChoices, { params: { participationId: of.participationId }, signal });
}

export const choicesQueryOptions = (of: ChoicesOf) =>
  queryOptions({
    queryKey:
      'registrationId' in of
        ? activityKeys.ofRegistration(of.registrationId)
        : activityKeys.ofParticipation(of.participationId),
    queryFn: ({ signal }) => getChoices(of, signal),
    meta: { isSilent: true },
  });

export const useChoices = (of: ChoicesOf | null) =>
  useQuery({
    ...choicesQueryOptions(of ?? { registrationId: 0 }),
    enabled: of !== null,
  });

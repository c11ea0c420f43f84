import {
  type TParticipationActivities,
  ZParticipationActivities,
} from '@congress/domain/contracts/activities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { activityKeys } from './keys.ts';

export type ChoicesOf = { registrationId: number } | { participationId: number };

/** A participation's registrations with their choices, and the congress's activities with places. */
export function getChoices(of: ChoicesOf, signal?: AbortSignal): Promise<TParticipationActivities> {
  const path =
    'registrationId' in of
      ? `/activity/registration/${of.registrationId}`
      : `/activity/participation/${of.participationId}`;
  return api.get(path, { schema: ZParticipationActivities, signal });
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

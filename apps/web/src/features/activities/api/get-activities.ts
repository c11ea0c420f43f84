import { type TActivityWithPlaces, ZActivityWithPlacesList } from '@congress/domain/contracts/activities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { activityKeys } from './keys.ts';

/** GET /api/activity/congress/:slug: every activity with its places taken. */
export function getActivities(slug: string, signal?: AbortSignal): Promise<TActivityWithPlaces[]> {
  return api.get(`/activity/congress/${encodeURIComponent(slug)}`, {
    schema: ZActivityWithPlacesList,
    signal,
  });
}

export const activitiesQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: activityKeys.ofCongress(slug),
    queryFn: ({ signal }) => getActivities(slug, signal),
    meta: { isSilent: true },
  });

export const useActivities = (slug: string) => useQuery(activitiesQueryOptions(slug));

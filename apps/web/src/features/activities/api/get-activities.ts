import type { TActivityWithPlaces } from '@congress/domain/contracts/activities';
import { listCongressActivities } from '@congress/domain/endpoints/activities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { activityKeys } from './keys.ts';

/** GET /api/activity/congress/:slug: every activity with its places taken. */
export function getActivities(slug: string, signal?: AbortSignal): Promise<TActivityWithPlaces[]> {
  return call(listCongressActivities, { params: { slug }, signal });
}

export const activitiesQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: activityKeys.ofCongress(slug),
    queryFn: ({ signal }) => getActivities(slug, signal),
    meta: { isSilent: true },
  });

export const useActivities = (slug: string) => useQuery(activitiesQueryOptions(slug));

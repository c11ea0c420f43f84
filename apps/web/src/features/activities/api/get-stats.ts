import {
  type TActivityPerson,
  type TActivityStats,
  ZActivityParticipants,
  ZActivityStats,
} from '@congress/domain/contracts/activities';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { activityKeys } from './keys.ts';

export function getActivityStats(slug: string, signal?: AbortSignal): Promise<TActivityStats> {
  return api.get(`/activity/stats/congress/${encodeURIComponent(slug)}`, { schema: ZActivityStats, signal });
}

export const activityStatsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: activityKeys.stats(slug),
    queryFn: ({ signal }) => getActivityStats(slug, signal),
    meta: { isSilent: true },
  });

export const useActivityStats = (slug: string) => useQuery(activityStatsQueryOptions(slug));

export function getActivityParticipants(
  activityId: number,
  signal?: AbortSignal,
): Promise<TActivityPerson[]> {
  return api.get(`/activity/${activityId}/participants`, { schema: ZActivityParticipants, signal });
}

export const useActivityParticipants = (activityId: number | null) =>
  useQuery({
    queryKey: activityKeys.participants(activityId ?? 0),
    queryFn: ({ signal }) => getActivityParticipants(activityId ?? 0, signal),
    enabled: activityId !== null,
  });

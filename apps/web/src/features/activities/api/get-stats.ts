import type { TActivityPeoplePage, TActivityStats } from '@congress/domain/contracts/activities';
import {
  getActivityStats as getActivityStatsEndpoint,
  listActivityParticipants,
  listWithoutChoice,
} from '@congress/domain/endpoints/activities';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { activityKeys } from './keys.ts';

export function getActivityStats(slug: string, signal?: AbortSignal): Promise<TActivityStats> {
  return call(getActivityStatsEndpoint, { params: { slug }, signal });
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
  page: number,
  signal?: AbortSignal,
): Promise<TActivityPeoplePage> {
  return call(listActivityParticipants, { params: { id: activityId }, query: { page }, signal });
}

export const useActivityParticipants = (activityId: number | null, page: number) =>
  useQuery({
    queryKey: activityKeys.participants(activityId ?? 0, page),
    queryFn: ({ signal }) => getActivityParticipants(activityId ?? 0, page, signal),
    enabled: activityId !== null,
    placeholderData: keepPreviousData,
  });

/** The people with no choice yet, a page at a time (decisions 40: a list of people is paged). */
export function getPeopleWithoutChoice(
  slug: string,
  page: number,
  signal?: AbortSignal,
): Promise<TActivityPeoplePage> {
  return call(listWithoutChoice, { params: { slug }, query: { page }, signal });
}

export const usePeopleWithoutChoice = (slug: string, page: number) =>
  useQuery({
    queryKey: activityKeys.withoutChoice(slug, page),
    queryFn: ({ signal }) => getPeopleWithoutChoice(slug, page, signal),
    placeholderData: keepPreviousData,
  });

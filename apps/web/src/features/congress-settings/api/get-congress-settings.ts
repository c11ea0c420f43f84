import type { TCongressSettings } from '@congress/domain/contracts/congress-settings';
import { getCongressSettings as getSettingsEndpoint } from '@congress/domain/endpoints/congresses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { congressSettingsKeys } from './keys.ts';

export function getCongressSettings(slug: string, signal?: AbortSignal): Promise<TCongressSettings> {
  return call(getSettingsEndpoint, { params: { slug }, signal });
}

export const congressSettingsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: congressSettingsKeys.detail(slug),
    queryFn: ({ signal }) => getCongressSettings(slug, signal),
    meta: { isSilent: true },
  });

export const useCongressSettings = (slug: string) => useQuery(congressSettingsQueryOptions(slug));

import { type TCongressSettings, ZCongressSettings } from '@congress/domain/contracts/congress-settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { congressSettingsKeys } from './keys.ts';

export function getCongressSettings(slug: string, signal?: AbortSignal): Promise<TCongressSettings> {
  return api.get(`/congress/slug/${encodeURIComponent(slug)}/settings`, {
    schema: ZCongressSettings,
    signal,
  });
}

export const congressSettingsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: congressSettingsKeys.detail(slug),
    queryFn: ({ signal }) => getCongressSettings(slug, signal),
    meta: { isSilent: true },
  });

export const useCongressSettings = (slug: string) => useQuery(congressSettingsQueryOptions(slug));

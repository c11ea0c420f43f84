import { type TSection, ZSectionList } from '@congress/domain/contracts/congress';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { memberKeys } from './keys.ts';

export function getSections(signal?: AbortSignal): Promise<TSection[]> {
  return api.get('/section/uich/all', { schema: ZSectionList, signal });
}

export const sectionsQueryOptions = () =>
  queryOptions({
    queryKey: memberKeys.sections(),
    queryFn: ({ signal }) => getSections(signal),
    meta: { isSilent: true },
  });

export const useSections = () => useQuery(sectionsQueryOptions());

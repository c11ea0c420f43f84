import { type TSection, ZSectionList } from '@congress/domain/contracts/congress';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';

export const sectionKeys = {
  all: ['sections'] as const,
  list: () => [...sectionKeys.all, 'list'] as const,
};

/** GET /api/section/uich/all: the member book's sections and the rate modal's section select. */
export function getSections(signal?: AbortSignal): Promise<TSection[]> {
  return api.get('/section/uich/all', { schema: ZSectionList, signal });
}

export const sectionsQueryOptions = () =>
  queryOptions({
    queryKey: sectionKeys.list(),
    queryFn: ({ signal }) => getSections(signal),
    meta: { isSilent: true },
  });

export const useSections = () => useQuery(sectionsQueryOptions());

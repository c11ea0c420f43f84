import { type TEmailTemplate, ZEmailTemplateList } from '@congress/domain/contracts/emails';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailKeys } from './keys.ts';

/** GET /api/email/templates/:congressId: every template label, empty where none is saved yet. */
export function getTemplates(congressId: number, signal?: AbortSignal): Promise<TEmailTemplate[]> {
  return api.get(`/email/templates/${congressId}`, { schema: ZEmailTemplateList, signal });
}

export const templatesQueryOptions = (congressId: number) =>
  queryOptions({
    queryKey: emailKeys.templates(congressId),
    queryFn: ({ signal }) => getTemplates(congressId, signal),
    meta: { isSilent: true },
  });

export const useTemplates = (congressId: number) => useQuery(templatesQueryOptions(congressId));

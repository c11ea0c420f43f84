import type { TEmailTemplate } from '@congress/domain/contracts/emails';
import { listTemplates } from '@congress/domain/endpoints/emails';
import type { Language } from '@congress/domain/i18n/languages';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { emailKeys } from './keys.ts';

/**
 * GET /api/email/templates/:congressId?language=: every template label in one language,
 * the built-in text of that language where none is saved yet.
 */
export function getTemplates(
  congressId: number,
  language: Language,
  signal?: AbortSignal,
): Promise<TEmailTemplate[]> {
  return call(listTemplates, { params: { congressId }, query: { language }, signal });
}

export const templatesQueryOptions = (congressId: number, language: Language) =>
  queryOptions({
    queryKey: [...emailKeys.templates(congressId), 'language', language] as const,
    queryFn: ({ signal }) => getTemplates(congressId, language, signal),
    meta: { isSilent: true },
  });

export const useTemplates = (congressId: number, language: Language) =>
  useQuery(templatesQueryOptions(congressId, language));

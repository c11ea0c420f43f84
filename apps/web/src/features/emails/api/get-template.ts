import { type TEmailTemplate, type TemplateLabel, ZEmailTemplate } from '@congress/domain/contracts/emails';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailKeys } from './keys.ts';

/** GET /api/template/label/:label (spec 7): the subject and body a template loads into the modal. */
export function getTemplate(
  congressId: number,
  label: TemplateLabel,
  signal?: AbortSignal,
): Promise<TEmailTemplate> {
  return api.get(`/template/label/${encodeURIComponent(label)}`, {
    schema: ZEmailTemplate,
    query: { congressId },
    signal,
  });
}

export const templateQueryOptions = (congressId: number, label: TemplateLabel) =>
  queryOptions({
    queryKey: emailKeys.template(congressId, label),
    queryFn: ({ signal }) => getTemplate(congressId, label, signal),
    staleTime: 0,
  });

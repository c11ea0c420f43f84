import type { TEmailTemplate, TemplateLabel } from '@congress/domain/contracts/emails';
import { getTemplate as getTemplateEndpoint } from '@congress/domain/endpoints/emails';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { emailKeys } from './keys.ts';

/** GET /api/template/label/:label (spec 7): the subject and body a template loads into the modal. */
export function getTemplate(
  congressId: number,
  label: TemplateLabel,
  signal?: AbortSignal,
): Promise<TEmailTemplate> {
  return call(getTemplateEndpoint, {
    params: { label },
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

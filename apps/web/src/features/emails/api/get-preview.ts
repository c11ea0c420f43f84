import type { TEmailPreview, TEmailPreviewRequest } from '@congress/domain/contracts/email-campaigns';
import { previewEmail } from '@congress/domain/endpoints/emails';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { emailKeys } from './keys.ts';

/** POST /api/email/preview: the message as the server renders it for one real recipient, and N. */
export function getPreview(request: TEmailPreviewRequest, signal?: AbortSignal): Promise<TEmailPreview> {
  return call(previewEmail, { body: request, signal, timeoutMs: 60_000 });
}

export const previewQueryOptions = (request: TEmailPreviewRequest) =>
  queryOptions({
    queryKey: emailKeys.preview(request.congressId, request),
    queryFn: ({ signal }) => getPreview(request, signal),
    // Who receives it can change at any moment (a payment arrives): always asked again.
    staleTime: 0,
    placeholderData: keepPreviousData,
    meta: { isSilent: true },
  });

export const usePreview = (request: TEmailPreviewRequest) => useQuery(previewQueryOptions(request));

import type { TMemberImportPreview, TMemberImportResult } from '@congress/domain/contracts/members';
import {
  confirmMemberImport as confirmEndpoint,
  previewMemberImport as previewEndpoint,
} from '@congress/domain/endpoints/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { memberKeys } from './keys.ts';

const formOf = (file: File) => {
  const body = new FormData();
  body.append('file', file);
  return body;
};
const IMPORT_TIMEOUT_MS = 120_000;

/** Each row with its errors; the server writes nothing. */
export function previewMemberImport(file: File): Promise<TMemberImportPreview> {
  return call(previewEndpoint, { body: formOf(file), timeoutMs: IMPORT_TIMEOUT_MS });
}

/** The same file again: the server checks it anew and writes only the good rows. */
export function confirmMemberImport(congressSlug: string, file: File): Promise<TMemberImportResult> {
  return call(confirmEndpoint, { body: formOf(file), query: { congressSlug }, timeoutMs: IMPORT_TIMEOUT_MS });
}

export const usePreviewMemberImport = () =>
  useMutation({ mutationFn: previewMemberImport, meta: { isSilent: true } });

export function useConfirmMemberImport(congressSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => confirmMemberImport(congressSlug, file),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.lists() }),
  });
}

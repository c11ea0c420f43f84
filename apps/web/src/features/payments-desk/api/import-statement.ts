import type { TCsvMapping, TCsvPreview, TImportResult } from '@congress/domain/contracts/reconciliation';
import {
  importStatement as importStatementEndpoint,
  previewCsvStatement as previewCsvStatementEndpoint,
} from '@congress/domain/endpoints/payments-desk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { upload } from '../../../lib/endpoint-upload.ts';
import { paymentsDeskKeys } from './keys.ts';

const IMPORT_TIMEOUT_MS = 120_000;

/** The mapping goes before the file: the server reads the fields sent ahead of it. */
function formOf(file: File, mapping?: TCsvMapping) {
  const body = new FormData();
  if (mapping) body.append('mapping', JSON.stringify(mapping));
  body.append('file', file);
  return body;
}

/** POST .../statements/csv-preview: columns, first rows and the mapping to propose; writes nothing. */
export function previewCsvStatement(slug: string, file: File): Promise<TCsvPreview> {
  return upload(previewCsvStatementEndpoint, {
    params: { slug },
    form: formOf(file),
    timeoutMs: IMPORT_TIMEOUT_MS,
  });
}

export const usePreviewCsvStatement = (slug: string) =>
  useMutation({ mutationFn: (file: File) => previewCsvStatement(slug, file), meta: { isSilent: true } });

/** POST .../statements: imports and matches a camt.053 or CSV statement. */
export function importStatement(
  slug: string,
  input: { file: File; mapping?: TCsvMapping | undefined },
): Promise<TImportResult> {
  return upload(importStatementEndpoint, {
    params: { slug },
    form: formOf(input.file, input.mapping),
    timeoutMs: IMPORT_TIMEOUT_MS,
  });
}

export function useImportStatement(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { file: File; mapping?: TCsvMapping | undefined }) => importStatement(slug, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentsDeskKeys.statements(slug) }),
    meta: { isSilent: true },
  });
}

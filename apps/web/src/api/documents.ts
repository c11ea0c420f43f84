import {
  documentFileName,
  invoiceFileName,
  type TDocumentList,
  ublFileName,
} from '@congress/domain/contracts/invoices';
import {
  downloadDocument as downloadDocumentEndpoint,
  downloadDocumentUbl,
  downloadInvoice,
  listDocuments,
} from '@congress/domain/endpoints/invoices';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { call, download } from '../lib/endpoint-call.ts';
import { saveFile } from '../lib/save-file.ts';

/** A participation's documents, read by its owner (dashboard) and by staff (the list's row menu). */
export const documentKeys = {
  all: ['documents'] as const,
  list: (participationId: number) => [...documentKeys.all, participationId] as const,
};

/** GET /api/invoice/documents/:participation: invoices and credit notes issued, and whether a proforma exists. */
export function getDocuments(participationId: number, signal?: AbortSignal): Promise<TDocumentList> {
  return call(listDocuments, { params: { participation: participationId }, signal });
}

export const documentsQueryOptions = (participationId: number) =>
  queryOptions({
    queryKey: documentKeys.list(participationId),
    queryFn: ({ signal }) => getDocuments(participationId, signal),
    // The list shows its own error.
    meta: { isSilent: true },
  });

export const useDocuments = (participationId: number) => useQuery(documentsQueryOptions(participationId));

export type DocumentDownload =
  | {
      kind: 'issued';
      id: number;
      documentKind: 'invoice' | 'credit_note';
      number: string | null;
      slug: string;
    }
  | {
      /** The same document as a UBL 2.1 e-invoice, for Peppol (decisions 45). */
      kind: 'ubl';
      id: number;
      documentKind: 'invoice' | 'credit_note';
      number: string | null;
      slug: string;
    }
  | { kind: 'proforma'; participationId: number; slug: string };

/** An issued document exactly as issued (GET by id), or the proforma of the current state (spec 7). */
export async function downloadDocument(input: DocumentDownload) {
  if (input.kind === 'proforma') {
    const file = await download(downloadInvoice, {
      params: { type: 'proforma' },
      body: { participation: input.participationId },
    });
    saveFile(file.blob, file.filename ?? invoiceFileName('proforma', input.slug));
    return;
  }
  if (input.kind === 'ubl') {
    const file = await download(downloadDocumentUbl, { params: { id: input.id } });
    saveFile(file.blob, file.filename ?? ublFileName(input.documentKind, input.slug, input.number));
    return;
  }
  const file = await download(downloadDocumentEndpoint, { params: { id: input.id } });
  saveFile(file.blob, file.filename ?? documentFileName(input.documentKind, input.slug, input.number));
}

/** Silent for the global handler: the list shows the error under itself (one message, not two). */
export const useDownloadDocument = () =>
  useMutation({ mutationFn: downloadDocument, meta: { isSilent: true } });

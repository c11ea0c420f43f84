import { type InvoiceType, invoiceFileName } from '@congress/domain/contracts/invoices';
import { downloadInvoice as downloadInvoiceEndpoint } from '@congress/domain/endpoints/invoices';
import { useMutation } from '@tanstack/react-query';
import { download } from '../../../lib/endpoint-call.ts';
import { saveFile } from '../../../lib/save-file.ts';

type DownloadInvoiceInput = { type: InvoiceType; participationId: number; congressSlug: string };

/** POST /api/export/invoice/:type: the server builds the PDF from its own data (decisions 25). */
export async function downloadInvoice({ type, participationId, congressSlug }: DownloadInvoiceInput) {
  const file = await download(downloadInvoiceEndpoint, {
    params: { type },
    body: { participation: participationId },
  });
  saveFile(file.blob, file.filename ?? invoiceFileName(type, congressSlug));
}

export const useDownloadInvoice = () => useMutation({ mutationFn: downloadInvoice });

import { type InvoiceType, invoiceFileName } from '@congress/domain/contracts/invoices';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

type DownloadInvoiceInput = { type: InvoiceType; participationId: number; congressSlug: string };

/** POST /api/export/invoice/:type: the server builds the PDF from its own data (decisions 25). */
export async function downloadInvoice({ type, participationId, congressSlug }: DownloadInvoiceInput) {
  const file = await api.download(`/export/invoice/${type}`, {
    method: 'POST',
    body: { participation: participationId },
  });
  saveFile(file.blob, file.filename ?? invoiceFileName(type, congressSlug));
}

export const useDownloadInvoice = () => useMutation({ mutationFn: downloadInvoice });

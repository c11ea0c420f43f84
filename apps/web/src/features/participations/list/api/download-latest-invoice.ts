import { invoiceFileName } from '@congress/domain/contracts/invoices';
import { downloadInvoice } from '@congress/domain/endpoints/invoices';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../../lib/api-error.ts';
import { download } from '../../../../lib/endpoint-call.ts';
import { saveFile } from '../../../../lib/save-file.ts';

type Input = { participationId: number; congressSlug: string };

/**
 * The participant's latest document: the last issued invoice, or a proforma of the current state
 * when no invoice was issued yet (POST /api/export/invoice/:type, staff may read any of the congress).
 */
export async function downloadLatestInvoice({ participationId, congressSlug }: Input) {
  const body = { participation: participationId };
  try {
    const file = await download(downloadInvoice, { params: { type: 'invoice' }, body });
    saveFile(file.blob, file.filename ?? invoiceFileName('invoice', congressSlug));
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
    const file = await download(downloadInvoice, { params: { type: 'proforma' }, body });
    saveFile(file.blob, file.filename ?? invoiceFileName('proforma', congressSlug));
  }
}

/** Silent for the global handler: the row menu shows the error itself (one toast, not two). */
export const useDownloadLatestInvoice = () =>
  useMutation({ mutationFn: downloadLatestInvoice, meta: { isSilent: true } });

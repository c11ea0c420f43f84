import { downloadTicket as downloadTicketEndpoint } from '@congress/domain/endpoints/check-in';
import { useMutation } from '@tanstack/react-query';
import { download } from '../../../lib/endpoint-call.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** GET /api/ticket/participation/:id/pdf: the printable tickets. */
export async function downloadTicket(participationId: number): Promise<void> {
  const file = await download(downloadTicketEndpoint, { params: { participationId } });
  saveFile(file.blob, file.filename ?? 'ticket.pdf');
}

export const useDownloadTicket = () => useMutation({ mutationFn: downloadTicket });

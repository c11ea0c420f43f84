import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** GET /api/ticket/participation/:id/pdf: the printable tickets. */
export async function downloadTicket(participationId: number): Promise<void> {
  const file = await api.download(`/ticket/participation/${participationId}/pdf`);
  saveFile(file.blob, file.filename ?? 'ticket.pdf');
}

export const useDownloadTicket = () => useMutation({ mutationFn: downloadTicket });

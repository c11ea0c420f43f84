import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** GET /api/letters/:id/pdf: the letter as it was issued. */
export async function downloadLetter(id: number): Promise<void> {
  const file = await api.download(`/letters/${id}/pdf`);
  saveFile(file.blob, file.filename ?? 'invitation-letter.pdf');
}

export const useDownloadLetter = () => useMutation({ mutationFn: downloadLetter });

import { downloadLetter as downloadLetterEndpoint } from '@congress/domain/endpoints/invitation-letters';
import { useMutation } from '@tanstack/react-query';
import { download } from '../../../lib/endpoint-call.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** GET /api/letters/:id/pdf: the letter as it was issued. */
export async function downloadLetter(id: number): Promise<void> {
  const file = await download(downloadLetterEndpoint, { params: { id } });
  saveFile(file.blob, file.filename ?? 'invitation-letter.pdf');
}

export const useDownloadLetter = () => useMutation({ mutationFn: downloadLetter });

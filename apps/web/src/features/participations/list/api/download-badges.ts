import { type TBadgesRequest, ZBadgesPreview } from '@congress/domain/contracts/check-in';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { saveFile } from '../../../../lib/save-file.ts';

/** POST /api/check-in/badges: name badges of the selection, in the congress's layout. */
export async function downloadBadges(body: TBadgesRequest): Promise<void> {
  const file = await api.download('/check-in/badges', { method: 'POST', body, timeoutMs: 5 * 60_000 });
  saveFile(file.blob, file.filename ?? 'badges.pdf');
}

/** POST /api/check-in/badges/preview: how many badges, and who gets none and why. */
export function previewBadges(body: TBadgesRequest) {
  return api.post('/check-in/badges/preview', { schema: ZBadgesPreview, body, timeoutMs: 2 * 60_000 });
}

export const useDownloadBadges = () => useMutation({ mutationFn: downloadBadges });
export const usePreviewBadges = () => useMutation({ mutationFn: previewBadges });

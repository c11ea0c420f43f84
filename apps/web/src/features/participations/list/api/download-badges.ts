import type { TBadgesRequest } from '@congress/domain/contracts/check-in';
import {
  downloadBadges as downloadBadgesEndpoint,
  previewBadges as previewBadgesEndpoint,
} from '@congress/domain/endpoints/check-in';
import { useMutation } from '@tanstack/react-query';
import { call, download } from '../../../../lib/endpoint-call.ts';
import { saveFile } from '../../../../lib/save-file.ts';

/** POST /api/check-in/badges: name badges of the selection, in the congress's layout. */
export async function downloadBadges(body: TBadgesRequest): Promise<void> {
  const file = await download(downloadBadgesEndpoint, { body, timeoutMs: 5 * 60_000 });
  saveFile(file.blob, file.filename ?? 'badges.pdf');
}

/** POST /api/check-in/badges/preview: how many badges, and who gets none and why. */
export function previewBadges(body: TBadgesRequest) {
  return call(previewBadgesEndpoint, { body, timeoutMs: 2 * 60_000 });
}

export const useDownloadBadges = () => useMutation({ mutationFn: downloadBadges });
export const usePreviewBadges = () => useMutation({ mutationFn: previewBadges });

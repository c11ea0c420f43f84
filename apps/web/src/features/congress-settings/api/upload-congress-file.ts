import type { TCongressSettings } from '@congress/domain/contracts/congress-settings';
import { uploadCongressFile as uploadEndpoint } from '@congress/domain/endpoints/congresses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { refreshAfterSettingsChange } from './update-congress-settings.ts';

export type UploadKind = 'logo' | 'rib';

/** POST /api/congress/:id/upload/:kind, multipart with one file; the server checks size and type. */
export function uploadCongressFile(id: number, kind: UploadKind, file: File): Promise<TCongressSettings> {
  const body = new FormData();
  body.append('file', file);
  return call(uploadEndpoint, { params: { id, kind }, body });
}

export function useUploadCongressFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind, file }: { id: number; kind: UploadKind; file: File }) =>
      uploadCongressFile(id, kind, file),
    onSuccess: (saved) => refreshAfterSettingsChange(queryClient, saved),
  });
}

import { type TCongressSettings, ZCongressSettings } from '@congress/domain/contracts/congress-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { refreshAfterSettingsChange } from './update-congress-settings.ts';

export type UploadKind = 'logo' | 'rib';

/** POST /api/congress/:id/upload/:kind, multipart with one file; the server checks size and type. */
export function uploadCongressFile(id: number, kind: UploadKind, file: File): Promise<TCongressSettings> {
  const body = new FormData();
  body.append('file', file);
  return api.post(`/congress/${id}/upload/${kind}`, { schema: ZCongressSettings, body });
}

export function useUploadCongressFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind, file }: { id: number; kind: UploadKind; file: File }) =>
      uploadCongressFile(id, kind, file),
    onSuccess: (saved) => refreshAfterSettingsChange(queryClient, saved),
  });
}

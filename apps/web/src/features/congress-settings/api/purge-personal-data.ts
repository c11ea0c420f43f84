import { type TPurgeResult, ZPurgeResult } from '@congress/domain/contracts/congress-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { congressSettingsKeys } from './keys.ts';

export function purgePersonalData(id: number, confirmation: string): Promise<TPurgeResult> {
  return api.post(`/privacy/congress/${id}/purge`, { schema: ZPurgeResult, body: { confirmation } });
}

export function usePurgePersonalData(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirmation }: { id: number; confirmation: string }) =>
      purgePersonalData(id, confirmation),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: congressSettingsKeys.detail(slug) }),
  });
}

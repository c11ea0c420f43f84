import type { TPurgeResult } from '@congress/domain/contracts/congress-settings';
import { purgePersonalData as purgeEndpoint } from '@congress/domain/endpoints/privacy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { congressSettingsKeys } from './keys.ts';

export function purgePersonalData(id: number, confirmation: string): Promise<TPurgeResult> {
  return call(purgeEndpoint, { params: { id }, body: { confirmation } });
}

export function usePurgePersonalData(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, confirmation }: { id: number; confirmation: string }) =>
      purgePersonalData(id, confirmation),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: congressSettingsKeys.detail(slug) }),
  });
}

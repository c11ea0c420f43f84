import type {
  TCongressSettings,
  TCongressSettingsUpdate,
} from '@congress/domain/contracts/congress-settings';
import { updateCongressSettings as updateSettingsEndpoint } from '@congress/domain/endpoints/congresses';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { congressKeys } from '../../../api/congress.ts';
import { call } from '../../../lib/endpoint-call.ts';
import { congressSettingsKeys } from './keys.ts';

export function updateCongressSettings(
  id: number,
  body: TCongressSettingsUpdate,
): Promise<TCongressSettings> {
  return call(updateSettingsEndpoint, { params: { id }, body });
}

/** The settings, the congress list and the public congress (header, admin screens) show what changed. */
export async function refreshAfterSettingsChange(queryClient: QueryClient, saved: TCongressSettings) {
  queryClient.setQueryData(congressSettingsKeys.detail(saved.slug), saved);
  await queryClient.invalidateQueries({ queryKey: congressKeys.all });
}

export function useUpdateCongressSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: TCongressSettingsUpdate }) =>
      updateCongressSettings(id, body),
    onSuccess: (saved) => refreshAfterSettingsChange(queryClient, saved),
    // The form tells its own errors: a version conflict inline only, the others as a notification.
    meta: { isSilent: true },
  });
}

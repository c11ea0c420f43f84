import { MESSAGES } from '@congress/domain/messages';
import { ZRate } from '@congress/domain/contracts/rates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { notifySuccess } from '../../../../lib/notify.ts';
import { refreshAfterRateChange } from './refresh-rates.ts';

/** PUT /api/rate/{id}/toggle: the Open switch of the rates table (spec 4). */
export const toggleRate = (rateId: number) => api.put(`/rate/${rateId}/toggle`, { schema: ZRate });

export function useToggleRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleRate,
    onSuccess: () => {
      notifySuccess(MESSAGES.rateStatusUpdated);
      return refreshAfterRateChange(queryClient);
    },
  });
}

import { MESSAGES } from '@congress/domain/messages';
import type { TRate } from '@congress/domain/contracts/rates';
import { toggleRate as toggleRateEndpoint } from '@congress/domain/endpoints/rates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useText } from '../../../../lib/i18n/use-text.ts';
import { call } from '../../../../lib/endpoint-call.ts';
import { notifySuccess } from '../../../../lib/notify.ts';
import { refreshAfterRateChange } from './refresh-rates.ts';

/** PUT /api/rate/{id}/toggle: the Open switch of the rates table (spec 4), from the rate as listed. */
export const toggleRate = (rate: Pick<TRate, 'id' | 'version'>) =>
  call(toggleRateEndpoint, { params: { id: rate.id }, body: { version: rate.version } });

export function useToggleRate() {
  const queryClient = useQueryClient();
  const t = useText();
  return useMutation({
    mutationFn: toggleRate,
    onSuccess: () => {
      notifySuccess(t(MESSAGES.rateStatusUpdated));
      return refreshAfterRateChange(queryClient);
    },
    // A stale toggle (decisions 39) is announced by the app's error notice; the table shows the rates as they are now.
    onError: () => refreshAfterRateChange(queryClient),
  });
}

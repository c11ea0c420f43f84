import type {
  TBulkStatusRequestInput,
  TBulkTransfersRequestInput,
} from '@congress/domain/contracts/bulk-actions';
import { markTransfersReceivedInBulk as markTransfersReceivedInBulkEndpoint } from '@congress/domain/endpoints/payments-desk';
import { changeStatusInBulk as changeStatusEndpoint } from '@congress/domain/endpoints/participation-list';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/endpoint-call.ts';
import { participationListKeys } from './keys.ts';

/** A bulk action runs one transaction per participation: a large selection takes a while. */
const BULK_TIMEOUT_MS = 10 * 60_000;

/** POST /api/participation/bulk/status: the status of every selected participation. */
export function changeStatusInBulk(body: TBulkStatusRequestInput) {
  return call(changeStatusEndpoint, { body, timeoutMs: BULK_TIMEOUT_MS });
}

/** POST /api/payments-desk/bulk/transfers-received: each awaited transfer received in full. */
export function markTransfersReceivedInBulk(body: TBulkTransfersRequestInput) {
  return call(markTransfersReceivedInBulkEndpoint, { body, timeoutMs: BULK_TIMEOUT_MS });
}

/** Silent for the global handler: the bulk dialog shows the outcome, or the error, itself. */
const useBulkMutation = <T>(mutationFn: (body: T) => ReturnType<typeof changeStatusInBulk>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { isSilent: true },
    // Whatever succeeded changed rows of the list, even when others failed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: participationListKeys.all }),
  });
};

export const useChangeStatusInBulk = () => useBulkMutation(changeStatusInBulk);
export const useMarkTransfersReceivedInBulk = () => useBulkMutation(markTransfersReceivedInBulk);

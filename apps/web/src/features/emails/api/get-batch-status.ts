import { type TEmailBatchStatus, ZEmailBatchStatus } from '@congress/domain/contracts/emails';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailKeys } from './keys.ts';

export const BATCH_POLL_MS = 1500;

/** GET /api/email/batch/:batchId: how many of the batch's messages the outbox has sent. */
export function getBatchStatus(
  congressId: number,
  batchId: string,
  signal?: AbortSignal,
): Promise<TEmailBatchStatus> {
  return api.get(`/email/batch/${batchId}`, { schema: ZEmailBatchStatus, query: { congressId }, signal });
}

export const batchStatusQueryOptions = (congressId: number, batchId: string) =>
  queryOptions({
    queryKey: emailKeys.batch(congressId, batchId),
    queryFn: ({ signal }) => getBatchStatus(congressId, batchId, signal),
    // Polls while messages wait; stops once every message is sent or failed.
    refetchInterval: (query) => (query.state.data && query.state.data.pending === 0 ? false : BATCH_POLL_MS),
    meta: { isSilent: true },
  });

export const useBatchStatus = (congressId: number, batchId: string | null) =>
  useQuery({ ...batchStatusQueryOptions(congressId, batchId ?? ''), enabled: batchId !== null });

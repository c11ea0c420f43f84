import { type TRateWriteRequest, ZRate } from '@congress/domain/contracts/rates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { refreshAfterRateChange } from './refresh-rates.ts';

export type SaveRateInput = { id: number | null; rate: TRateWriteRequest };

/** POST /api/rate/create or PUT /api/rate/{id}; an update sends congressId and hotelId (spec 7). */
export function saveRate({ id, rate }: SaveRateInput) {
  return id === null
    ? api.post('/rate/create', { schema: ZRate, body: rate })
    : api.put(`/rate/${id}`, { schema: ZRate, body: rate });
}

export function useSaveRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRate,
    meta: { isSilent: true },
    onSuccess: () => refreshAfterRateChange(queryClient),
  });
}

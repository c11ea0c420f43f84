import { type TRateUpdateRequest, type TRateWriteRequest, ZRate } from '@congress/domain/contracts/rates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { refreshAfterRateChange } from './refresh-rates.ts';

export type SaveRateInput = { id: null; rate: TRateWriteRequest } | { id: number; rate: TRateUpdateRequest };

/**
 * POST /api/rate/create or PUT /api/rate/{id}; an update sends congressId and hotelId (spec 7) and the
 * version of the rate it edits (decisions 39).
 */
export function saveRate(input: SaveRateInput) {
  return input.id === null
    ? api.post('/rate/create', { schema: ZRate, body: input.rate })
    : api.put(`/rate/${input.id}`, { schema: ZRate, body: input.rate });
}

export function useSaveRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRate,
    meta: { isSilent: true },
    onSuccess: () => refreshAfterRateChange(queryClient),
  });
}

import type { TRateUpdateRequest, TRateWriteRequest } from '@congress/domain/contracts/rates';
import { createRate, updateRate } from '@congress/domain/endpoints/rates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/endpoint-call.ts';
import { refreshAfterRateChange } from './refresh-rates.ts';

export type SaveRateInput = { id: null; rate: TRateWriteRequest } | { id: number; rate: TRateUpdateRequest };

/**
 * POST /api/rate/create or PUT /api/rate/{id}; an update sends congressId and hotelId (spec 7) and the
 * version of the rate it edits (decisions 39).
 */
export function saveRate(input: SaveRateInput) {
  return input.id === null
    ? call(createRate, { body: input.rate })
    : call(updateRate, { params: { id: input.id }, body: input.rate });
}

export function useSaveRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRate,
    meta: { isSilent: true },
    onSuccess: () => refreshAfterRateChange(queryClient),
  });
}

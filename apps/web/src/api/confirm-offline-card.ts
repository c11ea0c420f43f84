import type { TOfflineConfirmRequest, TOfflineConfirmResponse } from '@congress/domain/contracts/payments';
import { confirmOfflineCard as confirmOfflineCardEndpoint } from '@congress/domain/endpoints/payments';
import { useMutation } from '@tanstack/react-query';
import { call } from '../lib/endpoint-call.ts';

/** The offline provider's card form (demo and tests); it records a declined attempt itself. */
export function confirmOfflineCard(request: TOfflineConfirmRequest): Promise<TOfflineConfirmResponse> {
  return call(confirmOfflineCardEndpoint, { body: request });
}

export const useConfirmOfflineCard = () =>
  useMutation({ mutationFn: confirmOfflineCard, meta: { isSilent: true } });

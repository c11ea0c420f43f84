import {
  type TOfflineConfirmRequest,
  type TOfflineConfirmResponse,
  ZOfflineConfirmResponse,
} from '@congress/domain/contracts/payments';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The offline provider's card form (demo and tests); it records a declined attempt itself. */
export function confirmOfflineCard(request: TOfflineConfirmRequest): Promise<TOfflineConfirmResponse> {
  return api.post('/payment/offline/confirm', { schema: ZOfflineConfirmResponse, body: request });
}

export const useConfirmOfflineCard = () =>
  useMutation({ mutationFn: confirmOfflineCard, meta: { isSilent: true } });

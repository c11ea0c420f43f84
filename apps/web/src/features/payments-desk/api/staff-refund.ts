import type {
  TStaffRefundOffer,
  TStaffRefundRequest,
  TStaffRefundResponse,
} from '@congress/domain/contracts/staff-refunds';
import {
  getStaffRefundOffer as getStaffRefundOfferEndpoint,
  refundParticipation as refundParticipationEndpoint,
} from '@congress/domain/endpoints/payments-desk';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { paymentsDeskKeys } from './keys.ts';

/** GET /api/payments-desk/participation/:id/refund: what is owed, and how much a card can take back. */
export function getStaffRefundOffer(
  participationId: number,
  signal?: AbortSignal,
): Promise<TStaffRefundOffer> {
  return call(getStaffRefundOfferEndpoint, { params: { id: participationId }, signal });
}

export const staffRefundOfferQueryOptions = (participationId: number) =>
  queryOptions({
    queryKey: [...paymentsDeskKeys.all, 'refund-offer', participationId] as const,
    queryFn: ({ signal }) => getStaffRefundOffer(participationId, signal),
    meta: { isSilent: true },
  });

export const useStaffRefundOffer = (participationId: number, enabled: boolean) =>
  useQuery({ ...staffRefundOfferQueryOptions(participationId), enabled });

/** POST /api/payments-desk/participation/:id/refund (decisions 43). */
export function refundParticipation(input: {
  participationId: number;
  body: TStaffRefundRequest;
}): Promise<TStaffRefundResponse> {
  return call(refundParticipationEndpoint, { params: { id: input.participationId }, body: input.body });
}

export function useStaffRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundParticipation,
    // A refund changes the statement, the documents (credit notes) and the desk's lists: read them
    // again, without waiting, so the caller's toast shows before the refetch unmounts the button.
    onSettled: () => {
      void queryClient.invalidateQueries();
    },
    meta: { isSilent: true },
  });
}

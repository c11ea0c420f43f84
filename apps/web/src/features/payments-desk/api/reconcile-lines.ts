import {
  type TConfirmLinesResult,
  type TResolveLineRequest,
  type TResolveLineResult,
  ZConfirmLinesResult,
  ZResolveLineResult,
} from '@congress/domain/contracts/reconciliation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { paymentsDeskKeys } from './keys.ts';

/** POST /api/payments-desk/statement/:id/confirm: books one batch of matched lines. */
export function confirmStatementLines(input: {
  statementId: number;
  lineIds: number[];
}): Promise<TConfirmLinesResult> {
  return api.post(`/payments-desk/statement/${input.statementId}/confirm`, {
    schema: ZConfirmLinesResult,
    body: { lineIds: input.lineIds },
    timeoutMs: 120_000,
  });
}

/** POST /api/payments-desk/statement-line/:id/resolve: book to the transfer picked, or ignore. */
export function resolveStatementLine(input: {
  lineId: number;
  body: TResolveLineRequest;
}): Promise<TResolveLineResult> {
  return api.post(`/payments-desk/statement-line/${input.lineId}/resolve`, {
    schema: ZResolveLineResult,
    body: input.body,
  });
}

/** Money booked changes the desk's lists, counts and the statement: all are read again. */
const useInvalidateDesk = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: paymentsDeskKeys.all });
};

export function useResolveStatementLine() {
  const invalidate = useInvalidateDesk();
  return useMutation({ mutationFn: resolveStatementLine, onSettled: invalidate, meta: { isSilent: true } });
}

export { useInvalidateDesk };

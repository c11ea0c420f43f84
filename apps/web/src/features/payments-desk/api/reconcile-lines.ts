import type {
  TConfirmLinesResult,
  TResolveLineRequest,
  TResolveLineResult,
} from '@congress/domain/contracts/reconciliation';
import {
  confirmStatementLines as confirmStatementLinesEndpoint,
  resolveStatementLine as resolveStatementLineEndpoint,
} from '@congress/domain/endpoints/payments-desk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { paymentsDeskKeys } from './keys.ts';

/** POST /api/payments-desk/statement/:id/confirm: books one batch of matched lines. */
export function confirmStatementLines(input: {
  statementId: number;
  lineIds: number[];
}): Promise<TConfirmLinesResult> {
  return call(confirmStatementLinesEndpoint, {
    params: { id: input.statementId },
    body: { lineIds: input.lineIds },
    timeoutMs: 120_000,
  });
}

/** POST /api/payments-desk/statement-line/:id/resolve: book to the transfer picked, or ignore. */
export function resolveStatementLine(input: {
  lineId: number;
  body: TResolveLineRequest;
}): Promise<TResolveLineResult> {
  return call(resolveStatementLineEndpoint, { params: { id: input.lineId }, body: input.body });
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

import {
  type TStatement,
  type TStatementList,
  ZStatement,
  ZStatementList,
} from '@congress/domain/contracts/reconciliation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { paymentsDeskKeys } from './keys.ts';

/** GET /api/payments-desk/congress/:slug/statements: the statements imported, newest first. */
export function getStatements(slug: string, signal?: AbortSignal): Promise<TStatementList> {
  return api.get(`/payments-desk/congress/${encodeURIComponent(slug)}/statements`, {
    schema: ZStatementList,
    signal,
  });
}

export const statementsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: paymentsDeskKeys.statements(slug),
    queryFn: ({ signal }) => getStatements(slug, signal),
    meta: { isSilent: true },
  });

export const useStatements = (slug: string) => useQuery(statementsQueryOptions(slug));

/** GET /api/payments-desk/statement/:id: its lines with the transfers proposed. */
export function getStatement(id: number, signal?: AbortSignal): Promise<TStatement> {
  return api.get(`/payments-desk/statement/${id}`, { schema: ZStatement, signal });
}

export const statementQueryOptions = (id: number) =>
  queryOptions({
    queryKey: paymentsDeskKeys.statement(id),
    queryFn: ({ signal }) => getStatement(id, signal),
    meta: { isSilent: true },
  });

export const useStatement = (id: number | null) =>
  useQuery({ ...statementQueryOptions(id ?? 0), enabled: id !== null });

import type { TStatement, TStatementList } from '@congress/domain/contracts/reconciliation';
import {
  getStatement as getStatementEndpoint,
  listStatements,
} from '@congress/domain/endpoints/payments-desk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { paymentsDeskKeys } from './keys.ts';

/** GET /api/payments-desk/congress/:slug/statements: the statements imported, newest first. */
export function getStatements(slug: string, signal?: AbortSignal): Promise<TStatementList> {
  return call(listStatements, { params: { slug }, signal });
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
  return call(getStatementEndpoint, { params: { id }, signal });
}

export const statementQueryOptions = (id: number) =>
  queryOptions({
    queryKey: paymentsDeskKeys.statement(id),
    queryFn: ({ signal }) => getStatement(id, signal),
    meta: { isSilent: true },
  });

export const useStatement = (id: number | null) =>
  useQuery({ ...statementQueryOptions(id ?? 0), enabled: id !== null });

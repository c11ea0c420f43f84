import type { TAuditPage } from '@congress/domain/contracts/audit';
import { listAuditLog } from '@congress/domain/endpoints/audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { type AuditFilters, toAuditQuery } from '../audit-filters.ts';
import { auditKeys } from './keys.ts';

export const AUDIT_PAGE_SIZE = 25;

export function getAuditLog(filters: AuditFilters, page: number, signal?: AbortSignal): Promise<TAuditPage> {
  return call(listAuditLog, { query: toAuditQuery(filters, page, AUDIT_PAGE_SIZE), signal });
}

export const auditLogQueryOptions = (filters: AuditFilters, page: number) =>
  queryOptions({
    queryKey: auditKeys.list(filters, page),
    queryFn: ({ signal }) => getAuditLog(filters, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    meta: { isSilent: true },
  });

export const useAuditLog = (filters: AuditFilters, page: number) =>
  useQuery(auditLogQueryOptions(filters, page));

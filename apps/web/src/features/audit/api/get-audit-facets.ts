import { type TCongressSummary, ZCongressList } from '@congress/domain/contracts/congress';
import { type TAuditFacets, ZAuditFacets } from '@congress/domain/contracts/audit';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { auditKeys } from './keys.ts';

export function getAuditFacets(signal?: AbortSignal): Promise<TAuditFacets> {
  return api.get('/audit/facets', { schema: ZAuditFacets, signal });
}

/** The congresses for the congress filter (GET /api/congress/all). */
export function getAuditCongresses(signal?: AbortSignal): Promise<TCongressSummary[]> {
  return api.get('/congress/all', { schema: ZCongressList, signal });
}

export const useAuditFacets = () =>
  useQuery({
    queryKey: auditKeys.facets(),
    queryFn: ({ signal }) => getAuditFacets(signal),
    meta: { isSilent: true },
  });

export const useAuditCongresses = () =>
  useQuery({
    queryKey: auditKeys.congresses(),
    queryFn: ({ signal }) => getAuditCongresses(signal),
    meta: { isSilent: true },
  });

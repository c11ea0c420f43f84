import { type TAuditFacets, ZAuditFacets } from '@congress/domain/contracts/audit';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { auditKeys } from './keys.ts';

export function getAuditFacets(signal?: AbortSignal): Promise<TAuditFacets> {
  return api.get('/audit/facets', { schema: ZAuditFacets, signal });
}

export const useAuditFacets = () =>
  useQuery({
    queryKey: auditKeys.facets(),
    queryFn: ({ signal }) => getAuditFacets(signal),
    meta: { isSilent: true },
  });

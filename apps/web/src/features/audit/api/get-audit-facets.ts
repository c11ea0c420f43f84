import type { TAuditFacets } from '@congress/domain/contracts/audit';
import { getAuditFacets as getAuditFacetsEndpoint } from '@congress/domain/endpoints/audit';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { auditKeys } from './keys.ts';

export function getAuditFacets(signal?: AbortSignal): Promise<TAuditFacets> {
  return call(getAuditFacetsEndpoint, { signal });
}

export const useAuditFacets = () =>
  useQuery({
    queryKey: auditKeys.facets(),
    queryFn: ({ signal }) => getAuditFacets(signal),
    meta: { isSilent: true },
  });

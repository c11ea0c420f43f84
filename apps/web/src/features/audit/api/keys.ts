import type { AuditFilters } from '../audit-filters.ts';

export const auditKeys = {
  all: ['audit'] as const,
  lists: () => [...auditKeys.all, 'list'] as const,
  list: (filters: AuditFilters, page: number) => [...auditKeys.lists(), filters, page] as const,
  facets: () => [...auditKeys.all, 'facets'] as const,
};

export type AuditFilters = {
  congressId: string | null;
  actorEmail: string;
  entity: string | null;
  action: string | null;
  from: string;
  to: string;
};

export const EMPTY_AUDIT_FILTERS: AuditFilters = {
  congressId: null,
  actorEmail: '',
  entity: null,
  action: null,
  from: '',
  to: '',
};

/** The query string of GET /api/audit: empty filters are left out. */
export function toAuditQuery(filters: AuditFilters, page: number, pageSize: number) {
  return {
    congressId: filters.congressId ?? undefined,
    actorEmail: filters.actorEmail.trim() || undefined,
    entity: filters.entity ?? undefined,
    action: filters.action ?? undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    page,
    pageSize,
  };
}

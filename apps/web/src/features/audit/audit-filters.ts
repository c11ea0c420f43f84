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

type Json = unknown;
export type DiffRow = { key: string; before: string; after: string; isChanged: boolean };

const show = (value: Json): string => {
  if (value === undefined) return '';
  if (value === null) return '-';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** One row per field of either side, changed fields flagged: the before/after view of an entry. */
export function diffRows(before: Json, after: Json): DiffRow[] {
  const isRecord = (v: Json): v is Record<string, Json> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  const b = isRecord(before) ? before : before === null || before === undefined ? {} : { value: before };
  const a = isRecord(after) ? after : after === null || after === undefined ? {} : { value: after };
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.map((key) => {
    const left = show(b[key]);
    const right = show(a[key]);
    return { key, before: left, after: right, isChanged: left !== right };
  });
}

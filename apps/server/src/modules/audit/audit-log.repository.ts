import { and, asc, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { auditLog, congresses } from '../../db/schema/index.ts';

export type AuditFilters = {
  congressId?: number | undefined;
  actorEmail?: string | undefined;
  entity?: string | undefined;
  action?: string | undefined;
  /** Inclusive lower bound and exclusive upper bound. */
  fromAt?: Date | undefined;
  toAt?: Date | undefined;
};

const escapeLike = (value: string) => value.replace(/[%_\\]/g, (c) => `\\${c}`);

function whereOf(filters: AuditFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filters.congressId === undefined ? undefined : eq(auditLog.congressId, filters.congressId),
    filters.actorEmail ? ilike(auditLog.actorEmail, `%${escapeLike(filters.actorEmail)}%`) : undefined,
    filters.entity ? eq(auditLog.entity, filters.entity) : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.fromAt ? gte(auditLog.at, filters.fromAt) : undefined,
    filters.toAt ? lt(auditLog.at, filters.toAt) : undefined,
  ];
  return and(...conditions.filter((c): c is SQL => c !== undefined));
}

export async function listAuditEntries(
  db: Executor,
  filters: AuditFilters,
  page: { limit: number; offset: number },
) {
  const where = whereOf(filters);
  const [total] = await db.select({ n: count() }).from(auditLog).where(where);
  const items = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      congressId: auditLog.congressId,
      congressLabel: congresses.label,
      actorKind: auditLog.actorKind,
      actorEmail: auditLog.actorEmail,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(congresses, eq(congresses.id, auditLog.congressId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  return { items, total: total?.n ?? 0 };
}

export async function listAuditFacets(db: Executor) {
  const entities = await db
    .selectDistinct({ v: auditLog.entity })
    .from(auditLog)
    .orderBy(asc(auditLog.entity));
  const actions = await db
    .selectDistinct({ v: auditLog.action })
    .from(auditLog)
    .orderBy(asc(auditLog.action));
  return { entities: entities.map((r) => r.v), actions: actions.map((r) => r.v) };
}

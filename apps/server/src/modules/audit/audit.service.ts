import { isRedactedAuditKey } from '@congress/domain/audit-redaction';
import type { Executor } from '../../db/database.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { blankAuditValues, insertAuditRow } from './audit.repository.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A JSON-safe copy of a value with the sensitive keys removed; Dates become ISO strings. */
export function redactForAudit(value: unknown): Json {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(redactForAudit);
  if (typeof value === 'object') {
    const out: { [key: string]: Json } = {};
    for (const [key, inner] of Object.entries(value as Record<string, unknown>)) {
      if (isRedactedAuditKey(key) || inner === undefined) continue;
      out[key] = redactForAudit(inner);
    }
    return out;
  }
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  return String(value);
}

export type AuditEntry = {
  /** Who acted: the signed-in staff member, or 'system' for workers and seeds. */
  actor: SessionSubject | 'system';
  congressId: number | null;
  /** A verb of ours, e.g. 'create', 'update', 'delete', 'open', 'confirm-transfer'. */
  action: string;
  /** The table or domain object, e.g. 'rate', 'activity', 'registration', 'payment'. */
  entity: string;
  entityId: string | number | null;
  before?: unknown;
  after?: unknown;
};

/**
 * Records one staff write. Call it with the transaction that makes the change, so the log and the
 * change commit or roll back together.
 */
export async function recordAudit(tx: Executor, entry: AuditEntry): Promise<void> {
  const actor = entry.actor;
  await insertAuditRow(tx, {
    congressId: entry.congressId,
    actorKind: actor === 'system' ? 'system' : actor.kind,
    actorId: actor === 'system' ? null : actor.id,
    actorEmail: actor === 'system' ? null : actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId === null ? null : String(entry.entityId),
    before: entry.before === undefined ? null : redactForAudit(entry.before),
    after: entry.after === undefined ? null : redactForAudit(entry.after),
  });
}

/**
 * The personal-data purge of a finished congress (decisions 30): its entries keep who did what and
 * when, and lose their recorded values; the number of entries blanked.
 */
export function blankAuditEntries(tx: Executor, congressId: number): Promise<number> {
  return blankAuditValues(tx, congressId);
}

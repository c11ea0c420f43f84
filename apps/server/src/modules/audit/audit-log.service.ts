import type { TAuditFacets, TAuditPage, ZAuditQuery } from '@congress/domain/contracts/audit';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { listAuditEntries, listAuditFacets } from './audit-log.repository.ts';
import { redactForAudit } from './audit.service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The read side of the audit log: super admins read it; nothing in it can be changed (no write routes). */
export function createAuditLogService({ db }: { db: Database }) {
  return {
    async list(query: z.output<typeof ZAuditQuery>): Promise<TAuditPage> {
      const { items, total } = await listAuditEntries(
        db,
        {
          congressId: query.congressId,
          actorEmail: query.actorEmail,
          entity: query.entity,
          action: query.action,
          fromAt: query.from ? new Date(`${query.from}T00:00:00.000Z`) : undefined,
          toAt: query.to ? new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + DAY_MS) : undefined,
        },
        { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
      );
      return {
        // Redacted again on the way out, so no entry ever shows passport or medical fields (decisions 30).
        items: items.map((row) => ({
          ...row,
          at: row.at.toISOString(),
          before: redactForAudit(row.before),
          after: redactForAudit(row.after),
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
    facets: (): Promise<TAuditFacets> => listAuditFacets(db),
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;

import { MESSAGES } from '../messages.ts';
import { z } from 'zod';
import { zIdParam } from '../ids.ts';

const optionalText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((v) => (v ? v : undefined));

/** GET /api/audit - filters of the audit log screen; dates are whole UTC days, both ends included. */
export const ZAuditQuery = z
  .object({
    congressId: zIdParam().optional(),
    actorEmail: optionalText,
    entity: optionalText,
    action: optionalText,
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: MESSAGES.endBeforeStart,
  });

export const ZAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  congressId: z.number().int().nullable(),
  congressLabel: z.string().nullable(),
  actorKind: z.string(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZAuditPage = z.object({
  items: z.array(ZAuditEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAuditPage = z.infer<typeof ZAuditPage>;

/** The entities and actions the log holds, for the filter selects. */
export const ZAuditFacets = z.object({ entities: z.array(z.string()), actions: z.array(z.string()) });
export type TAuditFacets = z.infer<typeof ZAuditFacets>;

import { z } from 'zod';
import { MAX_BULK_IDS } from './bulk-actions.ts';
import { ZParticipationFilter } from './participation-list.ts';
import { zId } from '../ids.ts';

/** The participation exports of the back office (spec 7 names All and Accounting; we add the rooming list). */
export const EXPORT_TYPES = ['all', 'accounting', 'rooming'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];
export const EXPORT_TYPE_LABELS: Record<ExportType, string> = {
  all: 'All',
  accounting: 'Accounting',
  rooming: 'Rooming list',
};

export const ZExportTypeParam = z.object({ type: z.enum(EXPORT_TYPES) });

/**
 * The browser sends only selectors (decisions 25): the congress and the list's current filter, or the
 * participations selected on the list (export only the selection), which win over the filter.
 */
export const ZExportRequest = z.object({
  congressId: zId(),
  filter: ZParticipationFilter.optional(),
  participationIds: z.array(zId()).min(1).max(MAX_BULK_IDS).optional(),
});

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The file name of spec 7: the type and the congress slug. */
export const exportFilename = (type: ExportType, slug: string) => `${type}-${slug}.xlsx`;

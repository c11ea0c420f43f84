import { type ExportType, exportFilename } from '@congress/domain/contracts/exports';
import {
  ZParticipationFilter,
  type TParticipationFilter,
} from '@congress/domain/contracts/participation-list';
import { MESSAGES } from '@congress/domain/messages';
import type { Writable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertStaffCongress } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import type { BookingService } from '../booking/booking.service.ts';
import type { InvoicesService } from '../invoices/invoices.service.ts';
import type { Language } from '@congress/domain/i18n/languages';
import { columnsIn } from './export-headers.ts';
import { accountingColumns, allColumns, type ExportContext, roomingColumns } from './export-columns.ts';
import {
  type ExportCongress,
  findExportCongress,
  hasParticipations,
  hasPayments,
  hotelsOfCongress,
  paymentPage,
  participationPage,
} from './exports.repository.ts';
import { createXlsxStream } from '../../lib/xlsx-writer.ts';

/** Rows read per query: the memory an export holds whatever the size of the congress. */
export const EXPORT_PAGE_SIZE = 500;

export type PreparedExport = {
  filename: string;
  /** Streams the workbook into `output`; resolves once the file is complete. */
  write(output: Writable): Promise<void>;
};

const DEFAULT_FILTER = ZParticipationFilter.parse({});

/**
 * No filter, or one that selects everything: no id list to carry through the pages. Every field is
 * compared with its default, so a filter added to the list later narrows exports too.
 */
function selectsAll(filter: TParticipationFilter | undefined): boolean {
  if (!filter) return true;
  const { search, ...rest } = filter;
  if (search?.trim()) return false;
  return Object.entries(rest).every(
    ([key, value]) => value === undefined || value === DEFAULT_FILTER[key as keyof typeof rest],
  );
}

/**
 * Keyset pages of `limit` rows, the next one read while the current one is written (PostgreSQL
 * answers on another process meanwhile). Ends at the first short or empty page.
 */
async function* pagesOf<R extends { id: number }>(read: (afterId: number) => Promise<R[]>, limit: number) {
  let next: Promise<R[]> | null = read(0);
  try {
    while (next) {
      const page: R[] = await next;
      const last = page.at(-1);
      next = last && page.length === limit ? read(last.id) : null;
      if (page.length > 0) yield page;
      // An in-process database (PGlite) answers in microtasks: give zlib and the socket their turn,
      // or the file would only leave at the end.
      await setImmediate();
    }
  } finally {
    // A writer that stopped early leaves a read in flight: its failure is nobody's to report.
    next?.catch(() => {});
  }
}

export type ExportsServiceDeps = {
  db: Database;
  pageSize?: number;
  /** The participation list's filter, for "the current filter" of the export. */
  booking: Pick<BookingService, 'findParticipationIdsByFilter'>;
  invoices: Pick<InvoicesService, 'formatInvoiceNumber'>;
};

export function createExportsService(deps: ExportsServiceDeps) {
  const { db, booking, invoices } = deps;
  const limit = deps.pageSize ?? EXPORT_PAGE_SIZE;
  const contextOf = (congress: ExportCongress, language: Language): ExportContext => ({
    language,
    slug: congress.slug,
    currency: congress.currency,
    timeZone: congress.timeZone,
    invoiceNumber: (number) => invoices.formatInvoiceNumber(congress.slug, number),
  });
  const pages = <R extends { id: number }>(read: (afterId: number) => Promise<R[]>) => pagesOf(read, limit);

  type Write = (
    congress: ExportCongress,
    ids: number[] | null,
    output: Writable,
    language: Language,
  ) => Promise<void>;

  const writeAll: Write = async (congress, ids, output, language) => {
    const book = createXlsxStream(output);
    const rows = pages((afterId) => participationPage(db, congress.id, { afterId, limit, ids }));
    await book.sheet('All', columnsIn(allColumns(contextOf(congress, language)), language), rows);
    await book.commit();
  };

  const writeAccounting: Write = async (congress, ids, output, language) => {
    const book = createXlsxStream(output);
    const rows = pages((afterId) => paymentPage(db, congress.id, { afterId, limit, ids }));
    await book.sheet(
      'Accounting',
      columnsIn(accountingColumns(contextOf(congress, language)), language),
      rows,
    );
    await book.commit();
  };

  /** One sheet per hotel that has rooms (main registration not cancelled). */
  const writeRooming: Write = async (congress, ids, output, language) => {
    const book = createXlsxStream(output);
    const columns = columnsIn(roomingColumns(language), language);
    for (const hotel of await hotelsOfCongress(db, congress.id)) {
      const rooms = pages((afterId) =>
        participationPage(db, congress.id, { afterId, limit, ids, roomsOfHotel: hotel.id }),
      );
      await book.sheet(hotel.name, columns, rooms, { skipEmpty: true });
    }
    await book.commit();
  };

  const writers = { all: writeAll, accounting: writeAccounting, rooming: writeRooming } as const;

  return {
    /**
     * Checks access and that the export has rows, before anything is streamed: the errors still
     * answer JSON. Nothing to export is a 404 with "No data provided for export" (spec 5).
     */
    async prepare(
      session: SessionSubject,
      type: ExportType,
      input: {
        congressId: number;
        filter?: TParticipationFilter | undefined;
        participationIds?: number[] | undefined;
      },
      /** The language of the column headers: the requesting staff member's. */
      language: Language = 'en',
    ): Promise<PreparedExport> {
      assertStaffCongress(session, input.congressId);
      const congress = await findExportCongress(db, input.congressId);
      if (!congress) throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
      // Selected ids are read within the congress only: every export query keeps its congress condition.
      const ids = input.participationIds
        ? [...new Set(input.participationIds)]
        : selectsAll(input.filter)
          ? null
          : await booking.findParticipationIdsByFilter(db, congress.id, input.filter ?? DEFAULT_FILTER);
      const hasRows =
        ids?.length !== 0 &&
        (type === 'accounting'
          ? await hasPayments(db, congress.id, ids)
          : await hasParticipations(db, congress.id, ids, { activeRoomsOnly: type === 'rooming' }));
      if (!hasRows) throw new AppError('NOT_FOUND', MESSAGES.exportNoData);
      // Personal data leaving the application: who took which participations.
      await recordAudit(db, {
        actor: session,
        congressId: congress.id,
        action: input.participationIds ? 'export-selection' : 'export',
        entity: 'congress',
        entityId: congress.id,
        after: { type, participations: ids === null ? 'all' : ids.length, filter: input.filter ?? null },
      });
      return {
        filename: exportFilename(type, congress.slug),
        write: (output) => writers[type](congress, ids, output, language),
      };
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;

import { DOCUMENT_MESSAGES, ublFileName } from '@congress/domain/contracts/invoices';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { InvoiceDocument } from '../../../lib/pdf/invoice-document.ts';
import type { SessionSubject } from '../../../lib/session-subject.ts';
import type { BookingService } from '../../booking/booking.service.ts';
import { findDocumentById } from '../invoices.repository.ts';
import { eInvoiceSource } from './e-invoice-data.ts';
import { writeUbl } from './e-invoice.ts';

/**
 * GET /api/invoice/document/:id/ubl: an issued invoice or credit note as UBL 2.1 (decisions 45), for its
 * owner, staff and a group's payer like its PDF. Written from the content stored when it was issued, so it says what the
 * PDF and its Factur-X XML say.
 */
export async function ublOfDocument(
  db: Database,
  booking: Pick<BookingService, 'assertDocumentAccess'>,
  session: SessionSubject,
  documentId: number,
): Promise<{ data: Buffer; filename: string }> {
  const row = await findDocumentById(db, documentId);
  if (!row || row.kind === 'proforma') throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.documentNotFound);
  await booking.assertDocumentAccess(session, row.participationId);
  const document = row.content as InvoiceDocument;
  const source = eInvoiceSource(document);
  if (!source) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.noEInvoice);
  const xml = await writeUbl(source);
  return {
    data: Buffer.from(xml, 'utf8'),
    filename: ublFileName(row.kind, document.congress.slug, document.number),
  };
}

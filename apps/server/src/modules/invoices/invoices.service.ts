import {
  type InvoiceType,
  invoiceFileName,
  type TInvoiceSendResponse,
} from '@congress/domain/contracts/invoices';
import { PAYMENT_MESSAGES } from '@congress/domain/contracts/payments';
import { MESSAGES } from '@congress/domain/messages';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { enqueueEmails } from '../../lib/mail/outbox.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import type { BookingService, ParticipationAggregate } from '../booking/booking.service.ts';
import { formatInvoiceNumber } from './invoice-content.ts';
import { buildDocumentEmail } from './invoice-email.ts';
import { issueCreditNote, issueInvoice } from './invoice-issue.ts';
import { findDocumentOfPayment, findLatestDocument, readFileData } from './invoices.repository.ts';
import { issueTransferProforma, renderCurrentProforma, storeCurrentProforma } from './proforma-issue.ts';

export type InvoiceFile = { data: Buffer; filename: string };

export type InvoicesServiceDeps = {
  db: Database;
  clock: () => Date;
  booking: Pick<BookingService, 'findParticipationAggregate' | 'assertParticipationAccess'>;
};

/**
 * Invoices, credit notes and proformas. Downloads and sends answer routes; the documents of a payment
 * are issued by the payments module, in its transaction, through the methods below (decisions 29).
 */
export function createInvoicesService({ db, clock, booking }: InvoicesServiceDeps) {
  async function load(participationId: number): Promise<ParticipationAggregate> {
    const agg = await booking.findParticipationAggregate(db, participationId);
    if (!agg) throw new AppError('NOT_FOUND', MESSAGES.participationNotFound);
    return agg;
  }

  return {
    /** POST /api/export/invoice/:type: the stored invoice as issued, or a proforma of the current state. */
    async download(
      session: SessionSubject,
      participationId: number,
      type: InvoiceType,
    ): Promise<InvoiceFile> {
      await booking.assertParticipationAccess(session, participationId, 'read');
      const agg = await load(participationId);
      const filename = invoiceFileName(type, agg.congress.slug);
      if (type === 'proforma') return { data: await renderCurrentProforma(db, agg, clock()), filename };
      const invoice = await findLatestDocument(db, participationId, 'invoice');
      const data = invoice?.fileId ? await readFileData(db, invoice.fileId) : null;
      if (!data) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.noInvoice);
      return { data, filename };
    },

    /** POST /api/invoice/send: e-mails the latest invoice, or a proforma when none was issued yet. */
    async send(session: SessionSubject, participationId: number): Promise<TInvoiceSendResponse> {
      await booking.assertParticipationAccess(session, participationId, 'write');
      return db.transaction(async (tx) => {
        const agg = await booking.findParticipationAggregate(tx, participationId);
        if (!agg) throw new AppError('NOT_FOUND', MESSAGES.participationNotFound);
        const invoice = await findLatestDocument(tx, participationId, 'invoice');
        const document = invoice ?? (await storeCurrentProforma(tx, agg, clock()));
        const email = await buildDocumentEmail(tx, agg, document, invoice ? 'invoice' : 'proforma');
        if (!email) throw new AppError('CONFLICT', PAYMENT_MESSAGES.noEmail);
        await enqueueEmails(tx, [email]);
        return { kind: invoice ? 'invoice' : 'proforma', queued: true };
      });
    },

    issueInvoice,
    issueCreditNote,
    issueTransferProforma,
    findDocumentOfPayment,
    /** The e-mail carrying an issued document, or null when the participant has no address. */
    documentEmail: buildDocumentEmail,
    formatInvoiceNumber,
  };
}
export type InvoicesService = ReturnType<typeof createInvoicesService>;

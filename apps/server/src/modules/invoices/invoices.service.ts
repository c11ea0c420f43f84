import { issueGroupProforma, renderGroupProforma } from './group-proforma.ts';
import {
  DOCUMENT_MESSAGES,
  documentFileName,
  type InvoiceType,
  invoiceFileName,
  type TDocumentList,
  type TInvoiceSendResponse,
} from '@congress/domain/contracts/invoices';
import { PAYMENT_MESSAGES } from '@congress/domain/contracts/payments';
import { MESSAGES } from '@congress/domain/messages';
import type { Database, Transaction } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { enqueueEmails } from '../../lib/mail/outbox.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import type { BookingService, ParticipationAggregate } from '../booking/booking.service.ts';
import type { TicketsService } from '../check-in/check-in.service.ts';
import { formatInvoiceNumber } from './invoice-content.ts';
import type { InvoiceDocument } from '../../lib/pdf/invoice-document.ts';
import { buildDocumentEmail, refundCompletedEmail } from './invoice-email.ts';
import { eInvoiceSource } from './e-invoice/e-invoice-data.ts';
import { ublOfDocument } from './e-invoice/ubl-download.ts';
import { issueCreditNote, issueInvoice } from './invoice-issue.ts';
import {
  findDocumentById,
  findDocumentOfPayment,
  findLatestDocument,
  listIssuedDocuments,
  readFileData,
} from './invoices.repository.ts';
import {
  issueTransferProforma,
  proformaSource,
  renderProforma,
  storeCurrentProforma,
  storeTransferProformaOf,
} from './proforma-issue.ts';

export type InvoiceFile = { data: Buffer; filename: string };

const proformaMessage = (agg: ParticipationAggregate) => {
  const source = proformaSource(agg);
  return source.kind === 'none' ? source.message : PAYMENT_MESSAGES.noInvoice;
};

export type InvoicesServiceDeps = {
  db: Database;
  clock: () => Date;
  booking: Pick<
    BookingService,
    'findParticipationAggregate' | 'assertParticipationAccess' | 'assertDocumentAccess'
  >;
  /** The ticket PDF the payment confirmation carries; absent where no ticket is wanted. */
  tickets?: Pick<TicketsService, 'attachment'>;
};

/**
 * Invoices, credit notes and proformas. Downloads and sends answer routes; the documents of a payment
 * are issued by the payments module, in its transaction, through the methods below (decisions 29).
 */
export function createInvoicesService({ db, clock, booking, tickets }: InvoicesServiceDeps) {
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
      await booking.assertDocumentAccess(session, participationId);
      const agg = await load(participationId);
      const filename = invoiceFileName(type, agg.congress.slug);
      if (type === 'proforma') {
        const data = await renderProforma(db, agg, clock());
        return { data, filename };
      }
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
        if (!document) throw new AppError('CONFLICT', proformaMessage(agg));
        const email = await buildDocumentEmail(tx, agg, document, invoice ? 'invoice' : 'proforma');
        if (!email) throw new AppError('CONFLICT', PAYMENT_MESSAGES.noEmail);
        await enqueueEmails(tx, [email]);
        return { kind: invoice ? 'invoice' : 'proforma', queued: true };
      });
    },

    /** GET /api/invoice/documents/:participation: invoices and credit notes issued, and whether a proforma exists. */
    async documents(session: SessionSubject, participationId: number): Promise<TDocumentList> {
      await booking.assertDocumentAccess(session, participationId);
      const agg = await load(participationId);
      const rows = await listIssuedDocuments(db, participationId);
      const items = rows.flatMap((row) => {
        if (row.kind === 'proforma') return [];
        const content = row.content as InvoiceDocument;
        return [
          {
            id: row.id,
            kind: row.kind,
            title: content.title,
            number: content.number,
            issuedOn: content.issuedOn,
            issuedAt: row.issuedAt.toISOString(),
            amountCents: content.amountCents,
            currency: content.currency,
            paymentId: row.paymentId,
            eInvoice: eInvoiceSource(content) !== null,
          },
        ];
      });
      return { items, canDownloadProforma: proformaSource(agg).kind !== 'none' };
    },

    /** GET /api/invoice/document/:id: an issued invoice or credit note again, exactly as issued. */
    async documentFile(session: SessionSubject, documentId: number): Promise<InvoiceFile> {
      const row = await findDocumentById(db, documentId);
      if (!row || row.kind === 'proforma' || !row.fileId)
        throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.documentNotFound);
      await booking.assertDocumentAccess(session, row.participationId);
      const data = await readFileData(db, row.fileId);
      if (!data) throw new AppError('NOT_FOUND', DOCUMENT_MESSAGES.documentNotFound);
      const { congress } = row.content as InvoiceDocument;
      return {
        data,
        filename: documentFileName(row.kind, congress.slug, (row.content as InvoiceDocument).number),
      };
    },

    /** GET /api/invoice/document/:id/ubl: an issued document as a UBL e-invoice (decisions 45). */
    documentUbl: (session: SessionSubject, documentId: number) =>
      ublOfDocument(db, booking, session, documentId),

    issueInvoice,
    issueCreditNote,
    issueTransferProforma,
    /** A group's one proforma (decisions 49): issued with its transfer, rendered again on download. */
    issueGroupProforma,
    renderGroupProforma,
    /** A reminder's proforma of a pending transfer, with the transfer's number and dates (decisions 42). */
    storeTransferProformaOf: (tx: Transaction, agg: ParticipationAggregate) =>
      storeTransferProformaOf(tx, agg, clock()),
    findDocumentOfPayment,
    /** The e-mail carrying an issued document, or null when the participant has no address. */
    async documentEmail(...args: Parameters<typeof buildDocumentEmail>) {
      const email = await buildDocumentEmail(...args);
      const [executor, agg, , purpose] = args;
      // The confirmation carries the tickets of the people it confirmed (none while still pending).
      if (!email || purpose !== 'payment-confirmation' || !tickets) return email;
      const attached = await tickets.attachment(executor, agg.participation.id);
      return { ...email, attachments: [...(email.attachments ?? []), ...attached] };
    },
    /** Refund completed (decisions 36), with the refund's credit note when one was issued. */
    refundCompletedEmail,
    formatInvoiceNumber,
  };
}
export type InvoicesService = ReturnType<typeof createInvoicesService>;

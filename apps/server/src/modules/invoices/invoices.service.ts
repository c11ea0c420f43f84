import {
  type InvoiceType,
  invoiceFileName,
  type TInvoiceSendResponse,
} from '@congress/domain/contracts/invoices';
import { PAYMENT_MESSAGES } from '@congress/domain/contracts/payments';
import { MESSAGES } from '@congress/domain/messages';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionSubject } from '../auth/session.repository.ts';
import { enqueueEmails } from '../emails/outbox.repository.ts';
import {
  findParticipationAggregate,
  type ParticipationAggregate,
} from '../participations/participation-read.repository.ts';
import { assertParticipationAccess } from '../payments/payment-access.ts';
import { buildDocumentEmail } from './invoice-email.ts';
import { renderCurrentProforma, storeCurrentProforma } from './proforma-issue.ts';
import { findLatestDocument, readFileData } from './invoices.repository.ts';

export type InvoiceFile = { data: Buffer; filename: string };

/** Downloads and sends of invoices and proformas; issuing happens with the payment (invoice-issue.ts). */
export function createInvoicesService({ db, clock }: { db: Database; clock: () => Date }) {
  async function load(participationId: number): Promise<ParticipationAggregate> {
    const agg = await findParticipationAggregate(db, participationId);
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
      await assertParticipationAccess(db, session, participationId, 'read');
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
      await assertParticipationAccess(db, session, participationId, 'write');
      return db.transaction(async (tx) => {
        const agg = await findParticipationAggregate(tx, participationId);
        if (!agg) throw new AppError('NOT_FOUND', MESSAGES.participationNotFound);
        const invoice = await findLatestDocument(tx, participationId, 'invoice');
        const document = invoice ?? (await storeCurrentProforma(tx, agg, clock()));
        const email = await buildDocumentEmail(tx, agg, document, invoice ? 'invoice' : 'proforma');
        if (!email) throw new AppError('CONFLICT', PAYMENT_MESSAGES.noEmail);
        await enqueueEmails(tx, [email]);
        return { kind: invoice ? 'invoice' : 'proforma', queued: true };
      });
    },
  };
}
export type InvoicesService = ReturnType<typeof createInvoicesService>;

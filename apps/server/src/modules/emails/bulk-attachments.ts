import { invoiceFileName } from '@congress/domain/contracts/invoices';
import { statementOf } from '@congress/domain/participation-money';
import type { Executor, Transaction } from '../../db/database.ts';
import type { OutboxAttachment } from '../../db/schema/index.ts';
import type { ParticipationAggregate } from '../booking/booking.service.ts';
import {
  type CongressRow,
  type LatestDocument,
  latestDocuments,
  storedFileName,
} from './email-send.repository.ts';

/** What a bulk e-mail asks to attach: the congress's bank details (RIB) and each one's invoice. */
export type AttachmentChoice = { rib: boolean; invoice: boolean };

/**
 * Decisions 38: a proforma only while something is due (or a transfer is on its way); one stored
 * earlier is not sent to a participation that has since paid, or been cancelled, with nothing due.
 */
function usableDocument(document: LatestDocument | undefined, agg: ParticipationAggregate) {
  if (!document || document.kind === 'invoice') return document ?? null;
  const statement = statementOf(agg);
  return statement.dueCents > 0 || statement.awaitingTransferCents > 0 ? document : null;
}

/** The attachments of a chunk of recipients, loaded once for the chunk. */
export async function loadAttachments(
  executor: Executor,
  congress: CongressRow,
  choice: AttachmentChoice,
  participationIds: number[],
) {
  const rib: OutboxAttachment | null =
    choice.rib && congress.ribFileId
      ? {
          fileId: congress.ribFileId,
          filename: (await storedFileName(executor, congress.ribFileId)) ?? 'bank-details.png',
        }
      : null;
  const documents = choice.invoice ? await latestDocuments(executor, participationIds) : new Map();
  return {
    ribMissing: choice.rib && !rib,
    /** One recipient's attachments; `withoutInvoice` when an invoice was asked for and none can go. */
    of(agg: ParticipationAggregate): {
      attachments: OutboxAttachment[];
      withoutInvoice: boolean;
      documentKind: LatestDocument['kind'] | null;
    } {
      const attachments: OutboxAttachment[] = rib ? [rib] : [];
      const document = usableDocument(documents.get(agg.participation.id), agg);
      if (document)
        attachments.push({
          fileId: document.fileId,
          filename: invoiceFileName(document.kind, congress.slug),
        });
      return {
        attachments,
        withoutInvoice: choice.invoice && !document,
        documentKind: document?.kind ?? null,
      };
    },
  };
}

/** Writes a pending transfer's proforma as of the send (invoices' `storeTransferProformaOf`). */
export type TransferProforma = (
  tx: Transaction,
  agg: ParticipationAggregate,
) => Promise<{ fileId: string | null } | null>;

/**
 * Decisions 42: a reminder's proforma of a pending transfer is that transfer's, written at the send so
 * it keeps the transfer's number and due date and says "Overdue since" once late; the stored file
 * (issued when the transfer was chosen) could not say it.
 */
export async function withTransferProforma(
  tx: Transaction,
  agg: ParticipationAggregate,
  picked: ReturnType<Awaited<ReturnType<typeof loadAttachments>>['of']>,
  transferProforma: TransferProforma | undefined,
): Promise<OutboxAttachment[]> {
  if (picked.documentKind !== 'proforma' || !transferProforma) return picked.attachments;
  const fresh = await transferProforma(tx, agg);
  if (!fresh?.fileId) return picked.attachments;
  const last = picked.attachments.at(-1);
  return last ? [...picked.attachments.slice(0, -1), { ...last, fileId: fresh.fileId }] : picked.attachments;
}

import { randomUUID } from 'node:crypto';
import {
  EMAIL_MESSAGES,
  RECIPIENT_PREVIEW_LIMIT,
  type TEmailBatchStatus,
  type TEmailRecipientList,
  type TEmailRecipients,
  type TEmailRecipientsRequest,
  type TEmailSendResponse,
  type ZEmailSendRequest,
  placeholdersIn,
} from '@congress/domain/contracts/emails';
import { emptyPlaceholders } from '@congress/domain/email-values';
import type { z } from 'zod';
import { invoiceFileName } from '@congress/domain/contracts/invoices';
import { MESSAGES } from '@congress/domain/messages';
import type { Database } from '../../db/database.ts';
import type { OutboxAttachment } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertStaffCongress } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { BookingService, ParticipationAggregate } from '../booking/booking.service.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { mainRegistration, statementOf } from '@congress/domain/participation-money';
import { renderEmail } from '../../lib/mail/email-render.ts';
import { sanitizeEmailHtml } from './email-html.ts';
import { bulkPurpose, countBatchByState } from './email-log.repository.ts';
import { placeholderValues } from './email-placeholders.ts';
import {
  type CongressRow,
  existingParticipationIds,
  findCongressById,
  type LatestDocument,
  latestDocuments,
  storedFileName,
} from './email-send.repository.ts';
import { enqueueEmails, type OutgoingEmail } from '../../lib/mail/outbox.ts';

/** Recipients are loaded and queued this many at a time, inside the one transaction of the send. */
const CHUNK = 500;

type SendRequest = z.output<typeof ZEmailSendRequest>;

/**
 * Decisions 38: a proforma only while something is due (or a transfer is on its way); one stored
 * earlier is not sent to a participation that has since paid, or been cancelled, with nothing due.
 */
function usableDocument(document: LatestDocument | undefined, agg: ParticipationAggregate) {
  if (!document || document.kind === 'invoice') return document ?? null;
  const statement = statementOf(agg);
  return statement.dueCents > 0 || statement.awaitingTransferCents > 0 ? document : null;
}

/** The placeholders a message uses: a recipient for whom one is empty reads a blank (decisions 36). */
const usedPlaceholders = (message: { subject?: string; body?: string }) =>
  placeholdersIn(`${message.subject ?? ''} ${message.body ?? ''}`);

export type EmailSendDeps = {
  db: Database;
  publicUrl: string;
  /** The participation list's filter (the modal's "current filter") and the recipients' participations. */
  booking: Pick<BookingService, 'findParticipationIdsByFilter' | 'loadParticipationAggregates'>;
};

export function createEmailSendService({ db, publicUrl, booking }: EmailSendDeps) {
  async function requireCongress(session: SessionSubject, congressId: number): Promise<CongressRow> {
    assertStaffCongress(session, congressId);
    const congress = await findCongressById(db, congressId);
    if (!congress) throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
    return congress;
  }

  /** The participations the recipients select in this congress (ids of other congresses are ignored). */
  async function recipientIds(congressId: number, recipients: TEmailRecipients): Promise<number[]> {
    return recipients.kind === 'filter'
      ? booking.findParticipationIdsByFilter(db, congressId, recipients.filter)
      : existingParticipationIds(db, congressId, [...new Set(recipients.ids)]);
  }

  async function ribAttachment(congress: CongressRow, wanted: boolean): Promise<OutboxAttachment | null> {
    if (!wanted || !congress.ribFileId) return null;
    const name = (await storedFileName(db, congress.ribFileId)) ?? 'bank-details.png';
    return { fileId: congress.ribFileId, filename: name };
  }

  return {
    /** POST /api/email/send: one outbox message per recipient, all queued in one transaction. */
    async send(session: SessionSubject, request: SendRequest): Promise<TEmailSendResponse> {
      const congress = await requireCongress(session, request.congressId);
      const body = sanitizeEmailHtml(request.body);
      if (body.replace(/<(?!img)[^>]*>/g, '').trim() === '')
        throw new AppError('VALIDATION', EMAIL_MESSAGES.bodyRequired, { body: EMAIL_MESSAGES.bodyRequired });
      const template = { subject: request.subject, body };
      const ids = await recipientIds(request.congressId, request.recipients);
      if (ids.length === 0) throw new AppError('VALIDATION', EMAIL_MESSAGES.noRecipients);
      const rib = await ribAttachment(congress, request.attachments.rib);
      const batchId = randomUUID();
      const result = { queued: 0, withoutEmail: 0, withoutInvoice: 0, skipped: 0 };
      const used = usedPlaceholders(template);
      await db.transaction(async (tx) => {
        for (let start = 0; start < ids.length; start += CHUNK) {
          const chunk = ids.slice(start, start + CHUNK);
          const aggregates = await booking.loadParticipationAggregates(tx, congress.id, chunk);
          const documents = request.attachments.invoice ? await latestDocuments(tx, chunk) : new Map();
          const messages: OutgoingEmail[] = [];
          for (const agg of aggregates) {
            const to = mainRegistration(agg)?.participant.email;
            if (!to) {
              result.withoutEmail += 1;
              continue;
            }
            const values = placeholderValues(agg, publicUrl);
            if (!request.includeIncomplete && emptyPlaceholders(used, values).length > 0) {
              result.skipped += 1;
              continue;
            }
            const attachments: OutboxAttachment[] = rib ? [rib] : [];
            const document = usableDocument(documents.get(agg.participation.id), agg);
            if (document)
              attachments.push({
                fileId: document.fileId,
                filename: invoiceFileName(document.kind, congress.slug),
              });
            else if (request.attachments.invoice) result.withoutInvoice += 1;
            const email = renderEmail(template, values);
            messages.push({
              congressId: congress.id,
              purpose: bulkPurpose(batchId),
              to,
              ...email,
              attachments,
            });
          }
          await enqueueEmails(tx, messages);
          result.queued += messages.length;
        }
        if (result.queued === 0)
          throw new AppError(
            'VALIDATION',
            result.skipped > 0 ? EMAIL_MESSAGES.allIncomplete : EMAIL_MESSAGES.noEmailAddress,
          );
        await recordAudit(tx, {
          actor: session,
          congressId: congress.id,
          action: 'send',
          entity: 'email-batch',
          entityId: batchId,
          after: {
            subject: request.subject,
            body,
            attachments: request.attachments,
            recipients:
              request.recipients.kind === 'filter'
                ? request.recipients
                : { kind: 'participations', count: ids.length },
            ...result,
          },
        });
      });
      return { batchId, ...result, ribMissing: request.attachments.rib && !rib };
    },

    /**
     * POST /api/email/recipients: whom send() would reach, without sending: the total and the main
     * participant of the first RECIPIENT_PREVIEW_LIMIT participations (email null: send skips it).
     */
    async recipients(
      session: SessionSubject,
      request: TEmailRecipientsRequest,
    ): Promise<TEmailRecipientList> {
      await requireCongress(session, request.congressId);
      const ids = await recipientIds(request.congressId, request.recipients);
      const used = usedPlaceholders(request);
      const items: TEmailRecipientList['items'] = [];
      let incomplete = 0;
      for (let start = 0; start < ids.length; start += CHUNK) {
        const chunk = ids.slice(start, start + CHUNK);
        // Without placeholders in the message, only the preview's rows need loading.
        if (used.length === 0 && start >= RECIPIENT_PREVIEW_LIMIT) break;
        for (const agg of await booking.loadParticipationAggregates(db, request.congressId, chunk)) {
          const missing = used.length > 0 ? emptyPlaceholders(used, placeholderValues(agg, publicUrl)) : [];
          if (missing.length > 0) incomplete += 1;
          if (items.length >= RECIPIENT_PREVIEW_LIMIT) continue;
          const main = mainRegistration(agg)?.participant;
          items.push({
            participationId: agg.participation.id,
            firstName: main?.firstName ?? '',
            lastName: main?.lastName ?? '',
            email: main?.email || null,
            missing,
          });
        }
      }
      return { total: ids.length, items, incomplete };
    },

    /** GET /api/email/batch/:batchId: the progress bar of the modal, read from the outbox. */
    async batchStatus(
      session: SessionSubject,
      congressId: number,
      batchId: string,
    ): Promise<TEmailBatchStatus> {
      await requireCongress(session, congressId);
      const counts = await countBatchByState(db, congressId, batchId);
      const total = counts.pending + counts.sent + counts.failed;
      if (total === 0) throw new AppError('NOT_FOUND', EMAIL_MESSAGES.batchNotFound);
      return { total, ...counts };
    },
  };
}
export type EmailSendService = ReturnType<typeof createEmailSendService>;

import { CAMPAIGN_MESSAGES, type TCampaignSelection } from '@congress/domain/contracts/email-campaigns';
import {
  EMAIL_MESSAGES,
  type TEmailRecipients,
  type TEmailSendResponse,
  type TSkipCounts,
  type ZEmailSendRequest,
} from '@congress/domain/contracts/emails';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { renderEmail } from '../../lib/mail/email-render.ts';
import { enqueueEmails, type OutgoingEmail } from '../../lib/mail/outbox.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { loadAttachments, type TransferProforma, withTransferProforma } from './bulk-attachments.ts';
import { type BulkPlanner, noSkips, type PreparedMessage, prepareMessage } from './bulk-plan.ts';
import type { CongressRow } from './email-send.repository.ts';
import { insertCampaign, insertCampaignRecipients, setCampaignCounts } from './email-campaigns.repository.ts';

type SendRequest = z.output<typeof ZEmailSendRequest>;

/** The outbox purpose of a campaign's messages (the e-mail log's Kind). */
export const BULK_PURPOSE = 'bulk';

const selectionOf = (recipients: TEmailRecipients, count: number): TCampaignSelection =>
  recipients.kind === 'filter'
    ? { kind: 'filter', filter: recipients.filter }
    : { kind: 'participations', count };

/** Why nothing would go: the one reason every recipient shares, or the general answer. */
function nobodyMessage(skipped: TSkipCounts, total: number): string {
  if (skipped.incomplete === total) return EMAIL_MESSAGES.allIncomplete;
  if (skipped['no-email'] === total) return EMAIL_MESSAGES.noEmailAddress;
  return CAMPAIGN_MESSAGES.nobodyToSend;
}

type Queued = { queued: number; skipped: TSkipCounts; withoutInvoice: number; ribMissing: boolean };

/**
 * POST /api/email/send (decisions 36): one campaign, its recipients and one outbox message per
 * recipient who receives it, all written in one transaction; a send that would reach nobody, or
 * not the N staff confirmed, writes nothing.
 */
export function createEmailSendService({
  db,
  planner,
  transferProforma,
}: {
  db: Database;
  planner: BulkPlanner;
  transferProforma?: TransferProforma;
}) {
  async function queueRecipients(
    tx: Transaction,
    congress: CongressRow,
    request: SendRequest,
    message: PreparedMessage,
    campaignId: number,
    ids: number[],
  ): Promise<Queued> {
    const result: Queued = { queued: 0, skipped: noSkips(), withoutInvoice: 0, ribMissing: false };
    for await (const aggregates of planner.aggregates(tx, congress.id, ids)) {
      const files = await loadAttachments(
        tx,
        congress,
        request.attachments,
        aggregates.map((agg) => agg.participation.id),
      );
      result.ribMissing = files.ribMissing;
      const planned = aggregates.map((agg) => planner.plan(agg, message));
      const messages: OutgoingEmail[] = [];
      const receiving: number[] = [];
      for (const recipient of planned) {
        if (recipient.skip !== null || recipient.to === null) {
          if (recipient.skip) result.skipped[recipient.skip] += 1;
          continue;
        }
        const picked = files.of(recipient.agg);
        const attachments = await withTransferProforma(tx, recipient.agg, picked, transferProforma);
        if (picked.withoutInvoice) result.withoutInvoice += 1;
        receiving.push(recipient.agg.participation.id);
        const email = renderEmail(message, recipient.values);
        messages.push({
          congressId: congress.id,
          purpose: BULK_PURPOSE,
          to: recipient.to,
          ...email,
          attachments,
        });
      }
      // PostgreSQL returns a multi-row INSERT's ids in the order of its VALUES.
      const outboxIds = await enqueueEmails(tx, messages);
      const outboxOf = new Map(receiving.map((id, index) => [id, outboxIds[index] ?? null]));
      await insertCampaignRecipients(
        tx,
        campaignId,
        planned.map((recipient) => ({
          participationId: recipient.agg.participation.id,
          outboxId: outboxOf.get(recipient.agg.participation.id) ?? null,
          skipReason: recipient.skip,
          missing: recipient.missing,
        })),
      );
      result.queued += messages.length;
    }
    return result;
  }

  return {
    async send(session: SessionSubject, request: SendRequest): Promise<TEmailSendResponse> {
      const congress = await planner.requireCongress(session, request.congressId);
      const message = prepareMessage(request);
      return db.transaction(async (tx) => {
        const ids = await planner.recipientIds(tx, congress.id, request.recipients);
        if (ids.length === 0) throw new AppError('VALIDATION', EMAIL_MESSAGES.noRecipients);
        const selection = selectionOf(request.recipients, ids.length);
        const campaignId = await insertCampaign(tx, {
          congressId: congress.id,
          sentById: session.kind === 'user' ? session.id : null,
          sentByEmail: session.email,
          templateLabel: request.template,
          subject: request.subject,
          body: message.body,
          selection,
          attachments: request.attachments,
          includeIncomplete: request.includeIncomplete,
          recipientCount: ids.length,
          queuedCount: 0,
          skippedCount: 0,
        });
        const result = await queueRecipients(tx, congress, request, message, campaignId, ids);
        if (result.queued === 0) throw new AppError('VALIDATION', nobodyMessage(result.skipped, ids.length));
        if (request.confirmedCount !== undefined && request.confirmedCount !== result.queued)
          throw new AppError('CONFLICT', CAMPAIGN_MESSAGES.countChanged, {
            values: {
              count: result.queued,
            },
          });
        await setCampaignCounts(tx, campaignId, {
          recipientCount: ids.length,
          queuedCount: result.queued,
          skippedCount: ids.length - result.queued,
        });
        await recordAudit(tx, {
          actor: session,
          congressId: congress.id,
          action: 'send',
          entity: 'email-campaign',
          entityId: campaignId,
          after: { subject: request.subject, template: request.template, selection, ...result },
        });
        return { campaignId, ...result };
      });
    },
  };
}
export type EmailSendService = ReturnType<typeof createEmailSendService>;

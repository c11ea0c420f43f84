import {
  CAMPAIGN_MESSAGES,
  TEST_SUBJECT_PREFIX,
  type TCampaignCounts,
  type TEmailPreview,
  type TEmailTestResponse,
  type ZEmailPreviewRequest,
  type ZEmailTestRequest,
} from '@congress/domain/contracts/email-campaigns';
import {
  RECIPIENT_PREVIEW_LIMIT,
  type TEmailRecipient,
  type TEmailRecipientList,
  type ZEmailRecipientsRequest,
  placeholdersIn,
} from '@congress/domain/contracts/emails';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { renderEmail } from '../../lib/mail/email-render.ts';
import { enqueueEmails } from '../../lib/mail/outbox.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { loadAttachments } from './bulk-attachments.ts';
import {
  type BulkPlanner,
  noSkips,
  type PlannedRecipient,
  type PreparedMessage,
  prepareMessage,
  recipientItem,
} from './bulk-plan.ts';
import type { CongressRow } from './email-send.repository.ts';

/** The outbox purpose of a test send: the e-mail log tells it from the campaign's messages. */
export const TEST_PURPOSE = 'bulk-test';

type RecipientsRequest = z.output<typeof ZEmailRecipientsRequest>;
type PreviewRequest = z.output<typeof ZEmailPreviewRequest>;
type TestRequest = z.output<typeof ZEmailTestRequest>;
type Survey = { counts: TCampaignCounts; onlyIncomplete: number; items: TEmailRecipient[] };

/**
 * What a send would do, read without sending (decisions 36): the recipients and who is skipped,
 * the message rendered for one real recipient, and a test of it to the staff member's own address.
 */
export function createEmailPreviewService({ db, planner }: { db: Database; planner: BulkPlanner }) {
  /** Every selected participation planned: the counts of the send, the first rows, and `wanted`. */
  async function survey(
    congress: CongressRow,
    ids: number[],
    message: Omit<PreparedMessage, 'subject' | 'body'>,
    wanted?: (planned: PlannedRecipient) => boolean,
  ) {
    const result: Survey = {
      counts: { recipients: ids.length, toSend: 0, skipped: noSkips() },
      onlyIncomplete: 0,
      items: [],
    };
    let found: PlannedRecipient | null = null;
    let first: PlannedRecipient | null = null;
    for await (const aggregates of planner.aggregates(db, congress.id, ids)) {
      for (const agg of aggregates) {
        const planned = planner.plan(agg, message);
        if (planned.skip) result.counts.skipped[planned.skip] += 1;
        else result.counts.toSend += 1;
        if (planned.onlyIncomplete) result.onlyIncomplete += 1;
        if (result.items.length < RECIPIENT_PREVIEW_LIMIT) result.items.push(recipientItem(planned));
        first ??= planned;
        if (!found && wanted?.(planned)) found = planned;
      }
    }
    return { ...result, found, first };
  }

  async function requireRecipient(congress: CongressRow, request: TestRequest | PreviewRequest) {
    const ids = await planner.recipientIds(db, congress.id, request.recipients);
    if (request.participationId !== undefined && !ids.includes(request.participationId))
      throw new AppError('NOT_FOUND', CAMPAIGN_MESSAGES.recipientNotFound);
    return ids;
  }

  return {
    /** POST /api/email/recipients: whom a send would reach, who it skips and why, and N. */
    async recipients(session: SessionSubject, request: RecipientsRequest): Promise<TEmailRecipientList> {
      const congress = await planner.requireCongress(session, request.congressId);
      const ids = await planner.recipientIds(db, congress.id, request.recipients);
      const used = placeholdersIn(`${request.subject ?? ''} ${request.body ?? ''}`);
      const { counts, onlyIncomplete, items } = await survey(congress, ids, { ...request, used });
      return {
        total: ids.length,
        items,
        incomplete: onlyIncomplete,
        toSend: counts.toSend,
        skipped: counts.skipped,
      };
    },

    /** POST /api/email/preview: the message as the chosen recipient (else the first who receives it) reads it. */
    async preview(session: SessionSubject, request: PreviewRequest): Promise<TEmailPreview> {
      const congress = await planner.requireCongress(session, request.congressId);
      const message = prepareMessage(request);
      const ids = await requireRecipient(congress, request);
      const chosen = request.participationId ?? null;
      const { counts, found, first } = await survey(congress, ids, message, (planned) =>
        chosen === null ? planned.skip === null : planned.agg.participation.id === chosen,
      );
      // With nobody named and nobody receiving it, the first recipient shows why they are skipped.
      const recipient = found ?? (chosen === null ? first : null);
      if (!recipient) throw new AppError('NOT_FOUND', CAMPAIGN_MESSAGES.recipientNotFound);
      const files = await loadAttachments(db, congress, request.attachments, [
        recipient.agg.participation.id,
      ]);
      const email = renderEmail(message, recipient.values);
      return {
        recipient: recipientItem(recipient),
        ...email,
        attachments: files.of(recipient.agg).attachments.map((file) => file.filename),
        counts,
      };
    },

    /** POST /api/email/test: the chosen recipient's e-mail to the signed-in staff member, through the outbox. */
    async test(session: SessionSubject, request: TestRequest): Promise<TEmailTestResponse> {
      const congress = await planner.requireCongress(session, request.congressId);
      const message = prepareMessage(request);
      await requireRecipient(congress, request);
      if (!session.email) throw new AppError('VALIDATION', CAMPAIGN_MESSAGES.noTestAddress);
      const { found } = await survey(congress, [request.participationId], message, () => true);
      if (!found) throw new AppError('NOT_FOUND', CAMPAIGN_MESSAGES.recipientNotFound);
      const files = await loadAttachments(db, congress, request.attachments, [request.participationId]);
      const email = renderEmail(message, found.values);
      await enqueueEmails(db, [
        {
          congressId: congress.id,
          purpose: TEST_PURPOSE,
          to: session.email,
          ...email,
          subject: `${TEST_SUBJECT_PREFIX}${email.subject}`,
          attachments: files.of(found.agg).attachments,
        },
      ]);
      return { to: session.email };
    },
  };
}
export type EmailPreviewService = ReturnType<typeof createEmailPreviewService>;

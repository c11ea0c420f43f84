import {
  CAMPAIGN_MESSAGES,
  type TCampaignRecipientPage,
  type TCampaignRecipientsQuery,
  type TEmailCampaign,
  type TEmailCampaignPage,
  type TEmailCampaignsQuery,
  ZCampaignSelection,
} from '@congress/domain/contracts/email-campaigns';
import { BULK_TEMPLATE_LABELS } from '@congress/domain/contracts/emails';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { assertStaffCongress } from '../../plugins/auth.ts';
import {
  type CampaignRow,
  type CampaignStateCounts,
  countRecipientStates,
  findCampaign,
  listCampaignRecipients,
  listCampaigns,
} from './email-campaigns.repository.ts';

const EMPTY: CampaignStateCounts = {
  pending: 0,
  sent: 0,
  failed: 0,
  'no-email': 0,
  'nothing-due': 0,
  incomplete: 0,
};

function toCampaign(row: CampaignRow, counts: CampaignStateCounts = EMPTY): TEmailCampaign {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    sentBy: row.sentByEmail,
    template: BULK_TEMPLATE_LABELS.find((label) => label === row.templateLabel) ?? null,
    subject: row.subject,
    selection: ZCampaignSelection.parse(row.selection),
    attachments: row.attachments,
    includeIncomplete: row.includeIncomplete,
    counts: {
      recipients: row.recipientCount,
      queued: row.queuedCount,
      skipped: {
        'no-email': counts['no-email'],
        'nothing-due': counts['nothing-due'],
        incomplete: counts.incomplete,
      },
      pending: counts.pending,
      sent: counts.sent,
      failed: counts.failed,
    },
  };
}

/** The e-mail log's campaigns (decisions 36): one row per bulk send, its progress and its recipients. */
export function createEmailCampaignsService({ db }: { db: Database }) {
  async function requireCampaign(session: SessionSubject, congressId: number, campaignId: number) {
    assertStaffCongress(session, congressId);
    const row = await findCampaign(db, congressId, campaignId);
    if (!row) throw new AppError('NOT_FOUND', CAMPAIGN_MESSAGES.campaignNotFound);
    return row;
  }

  return {
    /** GET /api/email/campaign/:campaignId: the modal's progress and summary, and the log's header. */
    async get(session: SessionSubject, congressId: number, campaignId: number): Promise<TEmailCampaign> {
      const row = await requireCampaign(session, congressId, campaignId);
      const counts = await countRecipientStates(db, [row.id]);
      return toCampaign(row, counts.get(row.id));
    },

    async list(
      session: SessionSubject,
      congressId: number,
      query: TEmailCampaignsQuery,
    ): Promise<TEmailCampaignPage> {
      assertStaffCongress(session, congressId);
      const { rows, total } = await listCampaigns(db, congressId, query);
      const counts = await countRecipientStates(
        db,
        rows.map((row) => row.id),
      );
      return {
        items: rows.map((row) => toCampaign(row, counts.get(row.id))),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async recipients(
      session: SessionSubject,
      campaignId: number,
      query: TCampaignRecipientsQuery,
    ): Promise<TCampaignRecipientPage> {
      await requireCampaign(session, query.congressId, campaignId);
      const { rows, total } = await listCampaignRecipients(db, campaignId, query);
      return {
        items: rows.map((row) => ({
          participationId: row.participationId,
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.toAddress ?? row.participantEmail,
          state: row.skipReason ? 'skipped' : (row.status ?? 'pending'),
          skipReason: row.skipReason,
          missing: row.missing,
          attempts: row.attempts ?? 0,
          lastError: row.lastError,
          sentAt: row.sentAt?.toISOString() ?? null,
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  };
}

export type EmailCampaignsService = ReturnType<typeof createEmailCampaignsService>;

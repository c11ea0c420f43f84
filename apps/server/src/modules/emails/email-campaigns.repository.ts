import type { CampaignRecipientState, TCampaignSelection } from '@congress/domain/contracts/email-campaigns';
import type { EmailState, SkipReason } from '@congress/domain/contracts/emails';
import { and, count, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import {
  emailCampaignRecipients,
  emailCampaigns,
  emailOutbox,
  participants,
  participations,
} from '../../db/schema/index.ts';

export type CampaignRow = typeof emailCampaigns.$inferSelect;
export type NewCampaign = Omit<typeof emailCampaigns.$inferInsert, 'id' | 'createdAt' | 'selection'> & {
  selection: TCampaignSelection;
};
export type NewCampaignRecipient = {
  participationId: number;
  outboxId: number | null;
  skipReason: SkipReason | null;
  missing: string[];
};

export async function insertCampaign(executor: Executor, campaign: NewCampaign): Promise<number> {
  const [row] = await executor.insert(emailCampaigns).values(campaign).returning({ id: emailCampaigns.id });
  if (!row) throw new Error('campaign not inserted');
  return row.id;
}

/** The counts known once the recipients are written, kept on the campaign row for the log's list. */
export async function setCampaignCounts(
  executor: Executor,
  campaignId: number,
  counts: { recipientCount: number; queuedCount: number; skippedCount: number },
): Promise<void> {
  await executor.update(emailCampaigns).set(counts).where(eq(emailCampaigns.id, campaignId));
}

export async function insertCampaignRecipients(
  executor: Executor,
  campaignId: number,
  recipients: NewCampaignRecipient[],
): Promise<void> {
  if (recipients.length === 0) return;
  await executor
    .insert(emailCampaignRecipients)
    .values(recipients.map((recipient) => ({ campaignId, ...recipient })));
}

export async function findCampaign(
  executor: Executor,
  congressId: number,
  campaignId: number,
): Promise<CampaignRow | null> {
  const [row] = await executor
    .select()
    .from(emailCampaigns)
    .where(and(eq(emailCampaigns.id, campaignId), eq(emailCampaigns.congressId, congressId)));
  return row ?? null;
}

export async function listCampaigns(
  executor: Executor,
  congressId: number,
  page: { page: number; pageSize: number },
): Promise<{ rows: CampaignRow[]; total: number }> {
  const where = eq(emailCampaigns.congressId, congressId);
  const [totalRow] = await executor.select({ n: count() }).from(emailCampaigns).where(where);
  const rows = await executor
    .select()
    .from(emailCampaigns)
    .where(where)
    .orderBy(desc(emailCampaigns.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return { rows, total: Number(totalRow?.n ?? 0) };
}

export type CampaignStateCounts = Record<EmailState, number> & Record<SkipReason, number>;

/** Per campaign, its recipients by outbox state (what the worker has done since) and by skip reason. */
export async function countRecipientStates(
  executor: Executor,
  campaignIds: number[],
): Promise<Map<number, CampaignStateCounts>> {
  const result = new Map<number, CampaignStateCounts>();
  if (campaignIds.length === 0) return result;
  const rows = await executor
    .select({
      campaignId: emailCampaignRecipients.campaignId,
      status: emailOutbox.status,
      skipReason: emailCampaignRecipients.skipReason,
      n: count(),
    })
    .from(emailCampaignRecipients)
    .leftJoin(emailOutbox, eq(emailOutbox.id, emailCampaignRecipients.outboxId))
    .where(inArray(emailCampaignRecipients.campaignId, campaignIds))
    .groupBy(emailCampaignRecipients.campaignId, emailOutbox.status, emailCampaignRecipients.skipReason);
  for (const id of campaignIds)
    result.set(id, { pending: 0, sent: 0, failed: 0, 'no-email': 0, 'nothing-due': 0, incomplete: 0 });
  for (const row of rows) {
    const counts = result.get(row.campaignId);
    const key = row.skipReason ?? row.status;
    if (counts && key) counts[key] += Number(row.n);
  }
  return result;
}

const STATE_CONDITIONS: Record<CampaignRecipientState, SQL | undefined> = {
  skipped: isNotNull(emailCampaignRecipients.skipReason),
  pending: and(isNull(emailCampaignRecipients.skipReason), eq(emailOutbox.status, 'pending')),
  sent: eq(emailOutbox.status, 'sent'),
  failed: eq(emailOutbox.status, 'failed'),
};

/** A page of a campaign's recipients with their main participant and outbox row, in selection order. */
export async function listCampaignRecipients(
  executor: Executor,
  campaignId: number,
  query: { state: CampaignRecipientState | 'all'; page: number; pageSize: number },
) {
  const conditions = [eq(emailCampaignRecipients.campaignId, campaignId)];
  const stateCondition = query.state === 'all' ? undefined : STATE_CONDITIONS[query.state];
  if (stateCondition) conditions.push(stateCondition);
  const where = and(...conditions);
  const [totalRow] = await executor
    .select({ n: count() })
    .from(emailCampaignRecipients)
    .leftJoin(emailOutbox, eq(emailOutbox.id, emailCampaignRecipients.outboxId))
    .where(where);
  const rows = await executor
    .select({
      participationId: emailCampaignRecipients.participationId,
      skipReason: emailCampaignRecipients.skipReason,
      missing: emailCampaignRecipients.missing,
      firstName: participants.firstName,
      lastName: participants.lastName,
      participantEmail: participants.email,
      toAddress: emailOutbox.toAddress,
      status: emailOutbox.status,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailCampaignRecipients)
    .innerJoin(participations, eq(participations.id, emailCampaignRecipients.participationId))
    .innerJoin(participants, eq(participants.id, participations.mainParticipantId))
    .leftJoin(emailOutbox, eq(emailOutbox.id, emailCampaignRecipients.outboxId))
    .where(where)
    .orderBy(emailCampaignRecipients.id)
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return { rows, total: Number(totalRow?.n ?? 0) };
}

import { z } from 'zod';
import {
  BULK_TEMPLATE_LABELS,
  EMAIL_STATES,
  SKIP_REASONS,
  ZBulkMessage,
  ZEmailRecipient,
  ZSkipCounts,
} from './emails.ts';
import { LIST_TAB_LABELS, type TParticipationFilter, ZParticipationFilter } from './participation-list.ts';
import { zIdParam } from '../ids.ts';
import { defineTexts } from '../i18n/texts.ts';

/** What the Send Emails modal and the e-mail log say about a campaign (decisions 36). */
export const CAMPAIGN_MESSAGES = defineTexts({
  /** The confirmation asked before anything is queued: N is who receives it, the skipped left out. */
  confirmSend: 'Send to {count, plural, one {# person} other {# people}}?',
  testSent: 'A test was sent to {to}.',
  recipientNotFound: 'This participation is not among the recipients.',
  campaignNotFound: 'E-mail campaign not found',
  nobodyToSend: 'Nobody would receive this message: every recipient is skipped.',
  /** The recipients changed between the confirmation and the send (someone paid, or registered). */
  countChanged:
    'The recipients changed since you confirmed: {count} would now receive it. Check the preview and send again.',
  noTestAddress: 'Your account has no e-mail address to send a test to.',
});

/** A test is marked in its subject, so that the staff member never takes it for the real thing. */
export const TEST_SUBJECT_PREFIX = '[Test] ';

const id = () => zIdParam();

/**
 * POST /api/email/preview: the message rendered by the server for one real recipient (the first who
 * receives it when none is named), and the counts of the send as asked.
 */
export const ZEmailPreviewRequest = ZBulkMessage.extend({ participationId: id().optional() });
export type TEmailPreviewRequest = z.input<typeof ZEmailPreviewRequest> & { congressId: number };

export const ZCampaignCounts = z.object({
  /** Every participation selected (cancelled ones left out unless the Cancelled tab was chosen). */
  recipients: z.number().int(),
  toSend: z.number().int(),
  skipped: ZSkipCounts,
});
export type TCampaignCounts = z.infer<typeof ZCampaignCounts>;

export const ZEmailPreview = z.object({
  recipient: ZEmailRecipient,
  subject: z.string(),
  html: z.string(),
  text: z.string(),
  /** The file names this recipient's e-mail would carry. */
  attachments: z.array(z.string()),
  counts: ZCampaignCounts,
});
export type TEmailPreview = z.infer<typeof ZEmailPreview>;

/** POST /api/email/test: the chosen recipient's e-mail, sent to the signed-in staff member only. */
export const ZEmailTestRequest = ZBulkMessage.extend({ participationId: id() });
export type TEmailTestRequest = z.input<typeof ZEmailTestRequest> & {
  congressId: number;
  participationId: number;
};
export const ZEmailTestResponse = z.object({ to: z.string() });
export type TEmailTestResponse = z.infer<typeof ZEmailTestResponse>;

/** What a campaign was sent to: the list's filter, or how many participations were ticked. */
export const ZCampaignSelection = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('filter'), filter: ZParticipationFilter }),
  z.object({ kind: z.literal('participations'), count: z.number().int() }),
]);
export type TCampaignSelection = z.infer<typeof ZCampaignSelection>;

export const ZEmailCampaign = z.object({
  id: z.number().int(),
  createdAt: z.iso.datetime({ offset: true }),
  sentBy: z.string(),
  template: z.enum(BULK_TEMPLATE_LABELS).nullable(),
  subject: z.string(),
  selection: ZCampaignSelection,
  attachments: z.object({ rib: z.boolean(), invoice: z.boolean() }),
  includeIncomplete: z.boolean(),
  /** Selected, queued and skipped as sent; pending, sent and failed as the outbox stands now. */
  counts: z.object({
    recipients: z.number().int(),
    queued: z.number().int(),
    skipped: ZSkipCounts,
    pending: z.number().int(),
    sent: z.number().int(),
    failed: z.number().int(),
  }),
});
export type TEmailCampaign = z.infer<typeof ZEmailCampaign>;

export const ZCampaignIdParam = z.object({ campaignId: id() });
export const ZCampaignQuery = z.object({ congressId: id() });

export const ZEmailCampaignsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type TEmailCampaignsQuery = z.infer<typeof ZEmailCampaignsQuery>;
export const ZEmailCampaignPage = z.object({
  items: z.array(ZEmailCampaign),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TEmailCampaignPage = z.infer<typeof ZEmailCampaignPage>;

/** A campaign recipient's state: its outbox row's, or skipped. */
export const CAMPAIGN_RECIPIENT_STATES = [...EMAIL_STATES, 'skipped'] as const;
export type CampaignRecipientState = (typeof CAMPAIGN_RECIPIENT_STATES)[number];

export const ZCampaignRecipientsQuery = z.object({
  congressId: id(),
  state: z.enum(['all', ...CAMPAIGN_RECIPIENT_STATES]).default('all'),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type TCampaignRecipientsQuery = z.infer<typeof ZCampaignRecipientsQuery>;

export const ZCampaignRecipient = z.object({
  participationId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  /** The address it went to, or the participant's own when skipped. */
  email: z.string().nullable(),
  state: z.enum(CAMPAIGN_RECIPIENT_STATES),
  skipReason: z.enum(SKIP_REASONS).nullable(),
  missing: z.array(z.string()),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TCampaignRecipient = z.infer<typeof ZCampaignRecipient>;
export const ZCampaignRecipientPage = z.object({
  items: z.array(ZCampaignRecipient),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TCampaignRecipientPage = z.infer<typeof ZCampaignRecipientPage>;

/** The selection in words, for the log: "Wait payment tab, search "martin"", "3 selected participations". */
export function describeSelection(selection: TCampaignSelection): string {
  if (selection.kind === 'participations')
    return `${selection.count} selected participation${selection.count === 1 ? '' : 's'}`;
  const filter: TParticipationFilter = selection.filter;
  const parts = [`${LIST_TAB_LABELS[filter.status]} tab`];
  if (filter.sharing !== 'all') parts.push(`sharing: ${filter.sharing}`);
  if (filter.hotelId !== 'all') parts.push(`hotel #${filter.hotelId}`);
  if (filter.roomOption !== 'all') parts.push(`room: ${filter.roomOption}`);
  if (filter.type !== 'all') parts.push(`type: ${filter.type}`);
  if (filter.search) parts.push(`search "${filter.search}"`);
  return parts.join(', ');
}

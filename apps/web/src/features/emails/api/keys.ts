import type {
  TCampaignRecipientsQuery,
  TEmailCampaignsQuery,
} from '@congress/domain/contracts/email-campaigns';
import type { TEmailLogQuery, TEmailRecipients, TemplateLabel } from '@congress/domain/contracts/emails';

export const emailKeys = {
  all: ['emails'] as const,
  templates: (congressId: number) => [...emailKeys.all, 'templates', congressId] as const,
  template: (congressId: number, label: TemplateLabel) =>
    [...emailKeys.templates(congressId), label] as const,
  recipients: (congressId: number, recipients: TEmailRecipients, request: object) =>
    [...emailKeys.all, 'recipients', congressId, recipients, request] as const,
  preview: (congressId: number, request: object) =>
    [...emailKeys.all, 'preview', congressId, request] as const,
  logs: (congressId: number) => [...emailKeys.all, 'log', congressId] as const,
  log: (congressId: number, query: TEmailLogQuery) => [...emailKeys.logs(congressId), query] as const,
  campaigns: (congressId: number) => [...emailKeys.logs(congressId), 'campaigns'] as const,
  campaignList: (congressId: number, query: TEmailCampaignsQuery) =>
    [...emailKeys.campaigns(congressId), 'list', query] as const,
  campaign: (congressId: number, campaignId: number) =>
    [...emailKeys.campaigns(congressId), campaignId] as const,
  campaignRecipients: (congressId: number, campaignId: number, query: TCampaignRecipientsQuery) =>
    [...emailKeys.campaign(congressId, campaignId), 'recipients', query] as const,
};

import type {
  TCampaignRecipientPage,
  TCampaignRecipientsQuery,
} from '@congress/domain/contracts/email-campaigns';
import { listCampaignRecipients } from '@congress/domain/endpoints/emails';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { emailKeys } from './keys.ts';

/** GET /api/email/campaign/:id/recipients: each recipient of a campaign and its state. */
export function getCampaignRecipients(
  campaignId: number,
  query: TCampaignRecipientsQuery,
  signal?: AbortSignal,
): Promise<TCampaignRecipientPage> {
  return call(listCampaignRecipients, { params: { campaignId }, query, signal });
}

export const campaignRecipientsQueryOptions = (campaignId: number, query: TCampaignRecipientsQuery) =>
  queryOptions({
    queryKey: emailKeys.campaignRecipients(query.congressId, campaignId, query),
    queryFn: ({ signal }) => getCampaignRecipients(campaignId, query, signal),
    placeholderData: keepPreviousData,
    meta: { isSilent: true },
  });

export const useCampaignRecipients = (campaignId: number, query: TCampaignRecipientsQuery) =>
  useQuery(campaignRecipientsQueryOptions(campaignId, query));

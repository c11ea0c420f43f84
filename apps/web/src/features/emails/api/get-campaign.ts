import type { TEmailCampaign } from '@congress/domain/contracts/email-campaigns';
import { getCampaign as getCampaignEndpoint } from '@congress/domain/endpoints/emails';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { emailKeys } from './keys.ts';

export const CAMPAIGN_POLL_MS = 1500;

/** GET /api/email/campaign/:id: who sent what to whom, and how far the outbox has got. */
export function getCampaign(
  congressId: number,
  campaignId: number,
  signal?: AbortSignal,
): Promise<TEmailCampaign> {
  return call(getCampaignEndpoint, { params: { campaignId }, query: { congressId }, signal });
}

export const campaignQueryOptions = (congressId: number, campaignId: number) =>
  queryOptions({
    queryKey: emailKeys.campaign(congressId, campaignId),
    queryFn: ({ signal }) => getCampaign(congressId, campaignId, signal),
    // Polls while messages wait; stops once every message is sent or failed.
    refetchInterval: (query) =>
      query.state.data && query.state.data.counts.pending === 0 ? false : CAMPAIGN_POLL_MS,
    staleTime: 0,
    meta: { isSilent: true },
  });

export const useCampaign = (congressId: number, campaignId: number) =>
  useQuery(campaignQueryOptions(congressId, campaignId));

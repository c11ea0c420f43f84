import type { TEmailCampaignPage, TEmailCampaignsQuery } from '@congress/domain/contracts/email-campaigns';
import { listCampaigns } from '@congress/domain/endpoints/emails';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { emailKeys } from './keys.ts';

/** GET /api/email/campaigns/:congressId: the bulk sends of the congress, newest first. */
export function getCampaigns(
  congressId: number,
  query: TEmailCampaignsQuery,
  signal?: AbortSignal,
): Promise<TEmailCampaignPage> {
  return call(listCampaigns, { params: { congressId }, query, signal });
}

export const campaignsQueryOptions = (congressId: number, query: TEmailCampaignsQuery) =>
  queryOptions({
    queryKey: emailKeys.campaignList(congressId, query),
    queryFn: ({ signal }) => getCampaigns(congressId, query, signal),
    placeholderData: keepPreviousData,
    meta: { isSilent: true },
  });

export const useCampaigns = (congressId: number, query: TEmailCampaignsQuery) =>
  useQuery(campaignsQueryOptions(congressId, query));

import {
  type TEmailCampaignPage,
  type TEmailCampaignsQuery,
  ZEmailCampaignPage,
} from '@congress/domain/contracts/email-campaigns';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailKeys } from './keys.ts';

/** GET /api/email/campaigns/:congressId: the bulk sends of the congress, newest first. */
export function getCampaigns(
  congressId: number,
  query: TEmailCampaignsQuery,
  signal?: AbortSignal,
): Promise<TEmailCampaignPage> {
  return api.get(`/email/campaigns/${congressId}`, { schema: ZEmailCampaignPage, query, signal });
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

import {
  ZCampaignIdParam,
  ZCampaignQuery,
  ZCampaignRecipientPage,
  ZCampaignRecipientsQuery,
  ZEmailCampaign,
  ZEmailCampaignPage,
  ZEmailCampaignsQuery,
  ZEmailPreview,
  ZEmailPreviewRequest,
  ZEmailTestRequest,
  ZEmailTestResponse,
} from '@congress/domain/contracts/email-campaigns';
import { ZCongressIdParam } from '@congress/domain/contracts/emails';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { EmailPreviewService } from './email-preview.service.ts';

/** The bulk e-mail's preview, test send and campaigns (decisions 36): admins only (decisions 40). */
export async function campaignRoutes(fastify: FastifyInstance, deps: AppDeps, previews: EmailPreviewService) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const campaigns = deps.services.emailCampaigns;
  const tags = ['emails'];
  const config = { guard: 'admin' } as const;

  app.post(
    '/api/email/preview',
    { config, schema: { tags, body: ZEmailPreviewRequest, response: { 200: ZEmailPreview } } },
    async (request) => previews.preview(requireSession(request), request.body),
  );

  app.post(
    '/api/email/test',
    { config, schema: { tags, body: ZEmailTestRequest, response: { 200: ZEmailTestResponse } } },
    async (request) => previews.test(requireSession(request), request.body),
  );

  app.get(
    '/api/email/campaigns/:congressId',
    {
      config,
      schema: {
        tags,
        params: ZCongressIdParam,
        querystring: ZEmailCampaignsQuery,
        response: { 200: ZEmailCampaignPage },
      },
    },
    async (request) => campaigns.list(requireSession(request), request.params.congressId, request.query),
  );

  app.get(
    '/api/email/campaign/:campaignId',
    {
      config,
      schema: {
        tags,
        params: ZCampaignIdParam,
        querystring: ZCampaignQuery,
        response: { 200: ZEmailCampaign },
      },
    },
    async (request) =>
      campaigns.get(requireSession(request), request.query.congressId, request.params.campaignId),
  );

  app.get(
    '/api/email/campaign/:campaignId/recipients',
    {
      config,
      schema: {
        tags,
        params: ZCampaignIdParam,
        querystring: ZCampaignRecipientsQuery,
        response: { 200: ZCampaignRecipientPage },
      },
    },
    async (request) =>
      campaigns.recipients(requireSession(request), request.params.campaignId, request.query),
  );
}

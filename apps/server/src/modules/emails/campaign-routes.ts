import {
  getCampaign,
  listCampaignRecipients,
  listCampaigns,
  previewEmail,
  sendTestEmail,
} from '@congress/domain/endpoints/emails';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../lib/endpoint-route.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { EmailPreviewService } from './email-preview.service.ts';

/** The bulk e-mail's preview, test send and campaigns (decisions 36): admins only (decisions 40). */
export async function campaignRoutes(fastify: FastifyInstance, deps: AppDeps, previews: EmailPreviewService) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const campaigns = deps.services.emailCampaigns;

  route(app, previewEmail, async (request) => previews.preview(requireSession(request), request.body));

  route(app, sendTestEmail, async (request) => previews.test(requireSession(request), request.body));

  route(app, listCampaigns, async (request) =>
    campaigns.list(requireSession(request), request.params.congressId, request.query),
  );

  route(app, getCampaign, async (request) =>
    campaigns.get(requireSession(request), request.query.congressId, request.params.campaignId),
  );

  route(app, listCampaignRecipients, async (request) =>
    campaigns.recipients(requireSession(request), request.params.campaignId, request.query),
  );
}

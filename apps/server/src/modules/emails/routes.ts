import { INVOICE_TEMPLATE_LABEL } from '@congress/domain/contracts/emails';
import {
  getEmailLog,
  getTemplate,
  listRecipients,
  listTemplates,
  saveInvoiceTemplate,
  saveTemplate,
  sendEmails,
} from '@congress/domain/endpoints/emails';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../lib/endpoint-route.ts';
import { requireSession } from '../../plugins/auth.ts';
import { createBulkPlanner } from './bulk-plan.ts';
import { campaignRoutes } from './campaign-routes.ts';
import { createEmailLogService } from './email-log.service.ts';
import { createEmailPreviewService } from './email-preview.service.ts';
import { createEmailSendService } from './email-send.service.ts';
import { createEmailTemplatesService } from './email-templates.service.ts';

export async function emailRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const templates = createEmailTemplatesService({ db: deps.db, clock: deps.clock });
  const planner = createBulkPlanner({
    db: deps.db,
    publicUrl: deps.config.publicUrl,
    booking: deps.services.booking,
  });
  const sender = createEmailSendService({
    db: deps.db,
    planner,
    transferProforma: deps.services.invoices.storeTransferProformaOf,
  });
  const previews = createEmailPreviewService({ db: deps.db, planner });
  const log = createEmailLogService({ db: deps.db });

  route(app, getTemplate, async (request) =>
    templates.byLabel(
      requireSession(request),
      request.query.congressId,
      request.params.label,
      request.query.language,
    ),
  );

  route(app, listTemplates, async (request) =>
    templates.list(requireSession(request), request.params.congressId, request.query.language),
  );

  route(app, saveTemplate, async (request) =>
    templates.edit(requireSession(request), request.params.label, request.body),
  );

  route(app, saveInvoiceTemplate, async (request) =>
    templates.edit(requireSession(request), INVOICE_TEMPLATE_LABEL, request.body),
  );

  route(app, sendEmails, async (request) => sender.send(requireSession(request), request.body));

  route(app, listRecipients, async (request) => previews.recipients(requireSession(request), request.body));

  await campaignRoutes(fastify, deps, previews);

  route(app, getEmailLog, async (request) =>
    log.page(requireSession(request), request.params.congressId, request.query),
  );
}

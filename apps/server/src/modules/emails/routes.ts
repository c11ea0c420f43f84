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
import { campaignRoutes } from './campaign-routes.ts';

export async function emailRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const {
    emailTemplates: templates,
    emailSender: sender,
    emailPreviews: previews,
    emailLog: log,
  } = deps.services;

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

import {
  INVOICE_TEMPLATE_LABEL,
  ZCongressIdParam,
  ZTemplateListQuery,
  ZTemplateQuery,
  ZEmailLogPage,
  ZEmailLogQuery,
  ZEmailRecipientList,
  ZEmailRecipientsRequest,
  ZEmailSendRequest,
  ZEmailSendResponse,
  ZEmailTemplate,
  ZEmailTemplateList,
  ZTemplateEditRequest,
  ZTemplateLabelParam,
} from '@congress/domain/contracts/emails';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
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
  const tags = ['emails'];

  app.get(
    '/api/template/label/:label',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        params: ZTemplateLabelParam,
        querystring: ZTemplateQuery,
        response: { 200: ZEmailTemplate },
      },
    },
    async (request) =>
      templates.byLabel(
        requireSession(request),
        request.query.congressId,
        request.params.label,
        request.query.language,
      ),
  );

  app.get(
    '/api/email/templates/:congressId',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        params: ZCongressIdParam,
        querystring: ZTemplateListQuery,
        response: { 200: ZEmailTemplateList },
      },
    },
    async (request) =>
      templates.list(requireSession(request), request.params.congressId, request.query.language),
  );

  app.put(
    '/api/email/template/:label',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        params: ZTemplateLabelParam,
        body: ZTemplateEditRequest,
        response: { 200: ZEmailTemplate },
      },
    },
    async (request) => templates.edit(requireSession(request), request.params.label, request.body),
  );

  app.post(
    '/api/email/template/edit/invoice',
    {
      config: { guard: 'admin' },
      schema: { tags, body: ZTemplateEditRequest, response: { 200: ZEmailTemplate } },
    },
    async (request) => templates.edit(requireSession(request), INVOICE_TEMPLATE_LABEL, request.body),
  );

  app.post(
    '/api/email/send',
    {
      config: { guard: 'admin' },
      schema: { tags, body: ZEmailSendRequest, response: { 200: ZEmailSendResponse } },
    },
    async (request) => sender.send(requireSession(request), request.body),
  );

  app.post(
    '/api/email/recipients',
    {
      config: { guard: 'admin' },
      schema: { tags, body: ZEmailRecipientsRequest, response: { 200: ZEmailRecipientList } },
    },
    async (request) => previews.recipients(requireSession(request), request.body),
  );

  await campaignRoutes(fastify, deps, previews);

  app.get(
    '/api/email/log/:congressId',
    {
      // Decisions 40: the e-mail log is an admin's, visualisation never reads it.
      config: { guard: 'admin' },
      schema: {
        tags,
        params: ZCongressIdParam,
        querystring: ZEmailLogQuery,
        response: { 200: ZEmailLogPage },
      },
    },
    async (request) => log.page(requireSession(request), request.params.congressId, request.query),
  );
}

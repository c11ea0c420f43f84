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
import { campaignRoutes } from './campaign-routes.ts';

export async function emailRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const {
    emailTemplates: templates,
    emailSender: sender,
    emailPreviews: previews,
    emailLog: log,
  } = deps.services;
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
      // Decision 40: the e-mail log is an admin's, visualisation never reads it.
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

import {
  ZDocumentList,
  ZDocumentParam,
  ZDocumentsParam,
  ZInvoiceRequest,
  ZInvoiceSendResponse,
  ZInvoiceTypeParam,
} from '@congress/domain/contracts/invoices';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireSession } from '../../plugins/auth.ts';

export async function invoiceRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { invoices } = deps.services;

  app.post(
    '/api/export/invoice/:type',
    {
      config: { guard: 'signedIn' },
      schema: {
        tags: ['invoices'],
        description:
          'The PDF invoice (as issued) or proforma (current state) of a participation: owner or staff',
        params: ZInvoiceTypeParam,
        body: ZInvoiceRequest,
      },
    },
    async (request, reply) => {
      const file = await invoices.download(
        requireSession(request),
        request.body.participation,
        request.params.type,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.data);
    },
  );

  app.post(
    '/api/invoice/send',
    {
      config: { guard: 'signedIn' },
      schema: {
        tags: ['invoices'],
        description: 'Queues an e-mail with the latest invoice (or a proforma) to the participant',
        body: ZInvoiceRequest,
        response: { 200: ZInvoiceSendResponse },
      },
    },
    async (request) => invoices.send(requireSession(request), request.body.participation),
  );

  app.get(
    '/api/invoice/documents/:participation',
    {
      config: { guard: 'signedIn' },
      schema: {
        tags: ['invoices'],
        description:
          'The invoices and credit notes issued for a participation: owner or staff (decisions 38)',
        params: ZDocumentsParam,
        response: { 200: ZDocumentList },
      },
    },
    async (request) => invoices.documents(requireSession(request), request.params.participation),
  );

  app.get(
    '/api/invoice/document/:id',
    {
      config: { guard: 'signedIn' },
      schema: {
        tags: ['invoices'],
        description: 'An issued invoice or credit note, exactly as issued: owner or staff',
        params: ZDocumentParam,
      },
    },
    async (request, reply) => {
      const file = await invoices.documentFile(requireSession(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.data);
    },
  );

  app.get(
    '/api/invoice/document/:id/ubl',
    {
      config: { guard: 'signedIn' },
      schema: {
        tags: ['invoices'],
        description:
          'An issued invoice or credit note as a UBL 2.1 EN 16931 e-invoice (Peppol), when it is one: owner or staff',
        params: ZDocumentParam,
      },
    },
    async (request, reply) => {
      const file = await invoices.documentUbl(requireSession(request), request.params.id);
      return reply
        .type('application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.data);
    },
  );
}

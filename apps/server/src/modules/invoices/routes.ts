import {
  downloadDocument,
  downloadDocumentUbl,
  downloadInvoice,
  listDocuments,
  sendInvoice,
} from '@congress/domain/endpoints/invoices';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../lib/endpoint-route.ts';
import { requireSession } from '../../plugins/auth.ts';

export async function invoiceRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { invoices } = deps.services;

  route(app, downloadInvoice, async (request, reply) => {
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
  });

  route(app, sendInvoice, async (request) =>
    invoices.send(requireSession(request), request.body.participation),
  );

  route(app, listDocuments, async (request) =>
    invoices.documents(requireSession(request), request.params.participation),
  );

  route(app, downloadDocument, async (request, reply) => {
    const file = await invoices.documentFile(requireSession(request), request.params.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(file.data);
  });

  route(app, downloadDocumentUbl, async (request, reply) => {
    const file = await invoices.documentUbl(requireSession(request), request.params.id);
    return reply
      .type('application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(file.data);
  });
}

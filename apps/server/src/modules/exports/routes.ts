import { PassThrough } from 'node:stream';
import { XLSX_CONTENT_TYPE, ZExportRequest, ZExportTypeParam } from '@congress/domain/contracts/exports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireSession } from '../../plugins/auth.ts';

export async function exportRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const exportsService = deps.services.exports;

  // Exports are an admin task (decisions 2); the invoice PDF lives at /api/export/invoice/:type.
  app.post(
    '/api/export/:type',
    {
      config: { guard: 'admin' },
      schema: {
        tags: ['exports'],
        description:
          'The participations of a congress (under the list filter) as an xlsx, streamed: all, accounting (one row per payment) or rooming (one sheet per hotel)',
        params: ZExportTypeParam,
        body: ZExportRequest,
      },
    },
    async (request, reply) => {
      const file = await exportsService.prepare(
        requireSession(request),
        request.params.type,
        request.body,
        request.language,
      );
      const output = new PassThrough();
      file.write(output).catch((error: unknown) => {
        // Headers are gone: cutting the stream is the only way to tell the browser it failed.
        request.log.error({ err: error }, 'export failed while streaming');
        output.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply
        .type(XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(output);
    },
  );
}

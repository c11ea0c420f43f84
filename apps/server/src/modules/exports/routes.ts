import { PassThrough } from 'node:stream';
import { XLSX_CONTENT_TYPE } from '@congress/domain/contracts/exports';
import { exportParticipations } from '@congress/domain/endpoints/exports';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../lib/endpoint-route.ts';
import { requireSession } from '../../plugins/auth.ts';

export async function exportRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const exportsService = deps.services.exports;

  // Exports are an admin task (decisions 2); the invoice PDF lives at /api/export/invoice/:type.
  route(app, exportParticipations, async (request, reply) => {
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
  });
}

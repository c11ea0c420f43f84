import fastifyMultipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES } from '@congress/domain/contracts/congress-settings';
import {
  createCongress,
  getCongressSettings,
  updateCongressSettings,
  uploadCongressFile,
} from '@congress/domain/endpoints/congresses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../lib/endpoint-route.ts';
import { readUpload } from '../../lib/multipart-upload.ts';
import { requireSession } from '../../plugins/auth.ts';

/** Congress settings, creation and uploads: super admins only. */
export async function congressSettingsRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const settings = deps.services.congressSettings;

  route(app, getCongressSettings, async (request) => settings.getBySlug(request.params.slug));

  route(app, updateCongressSettings, async (request) =>
    settings.update(requireSession(request), request.params.id, request.body),
  );

  route(app, createCongress, async (request, reply) =>
    reply.status(201).send(await settings.create(requireSession(request), request.body)),
  );

  // Multipart is parsed only inside this scope, and the CSRF rule lets it through only on these routes.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 },
    });
    route(
      scope.withTypeProvider<ZodTypeProvider>(),
      uploadCongressFile,
      { config: { multipart: true }, bodyLimit: UPLOAD_MAX_BYTES + 64 * 1024 },
      async (request) =>
        settings.upload(
          requireSession(request),
          request.params.id,
          request.params.kind,
          await readUpload(request, UPLOAD_MESSAGES.tooLarge),
        ),
    );
  });
}

import fastifyMultipart from '@fastify/multipart';
import {
  UPLOAD_MAX_BYTES,
  UPLOAD_MESSAGES,
  ZCongressCreate,
  ZCongressIdParam,
  ZCongressSettings,
  ZCongressSettingsUpdate,
  ZCongressUploadKind,
} from '@congress/domain/contracts/congress-settings';
import { ZSlugParam } from '@congress/domain/contracts/congress';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { readUpload } from '../../lib/multipart-upload.ts';
import { requireSession } from '../../plugins/auth.ts';
import { createCongressSettingsService } from './congress-settings.service.ts';

const tags = ['congress settings'];

/** Congress settings, creation and uploads: super admins only. */
export async function congressSettingsRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const settings = createCongressSettingsService({ db: deps.db, files: deps.services.files });

  app.get(
    '/api/congress/slug/:slug/settings',
    {
      config: { guard: 'superAdmin' },
      schema: { tags, params: ZSlugParam, response: { 200: ZCongressSettings } },
    },
    async (request) => settings.getBySlug(request.params.slug),
  );

  app.put(
    '/api/congress/:id/settings',
    {
      config: { guard: 'superAdmin' },
      schema: {
        tags,
        params: ZCongressIdParam,
        body: ZCongressSettingsUpdate,
        response: { 200: ZCongressSettings },
      },
    },
    async (request) => settings.update(requireSession(request), request.params.id, request.body),
  );

  app.post(
    '/api/congress/create',
    {
      config: { guard: 'superAdmin' },
      schema: { tags, body: ZCongressCreate, response: { 201: ZCongressSettings } },
    },
    async (request, reply) =>
      reply.status(201).send(await settings.create(requireSession(request), request.body)),
  );

  // Multipart is parsed only inside this scope, and the CSRF rule lets it through only on these routes.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/congress/:id/upload/:kind',
      {
        config: { guard: 'superAdmin', multipart: true },
        bodyLimit: UPLOAD_MAX_BYTES + 64 * 1024,
        schema: {
          tags,
          description: 'Upload the logo or the bank-details image (RIB): multipart, one file, at most 2 MB',
          consumes: ['multipart/form-data'],
          params: ZCongressUploadKind,
          response: { 200: ZCongressSettings },
        },
      },
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

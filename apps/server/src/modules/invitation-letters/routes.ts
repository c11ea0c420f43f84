import fastifyMultipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@congress/domain/contracts/congress-settings';
import {
  LETTER_MESSAGES,
  ZLetterIdParam,
  ZLetterParticipationParam,
  ZLetterQueue,
  ZLetterQueueQuery,
  ZLetterRefusal,
  ZLetterRequest,
  ZLetterSettings,
  ZLetterSettingsUpdate,
  ZLetterSlugParam,
  ZLetterState,
  ZLetterSummary,
  ZLetterTokenParam,
  ZLetterVerification,
} from '@congress/domain/contracts/invitation-letters';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { readUpload } from '../../lib/multipart-upload.ts';
import { requireSession } from '../../plugins/auth.ts';
import { createInvitationLettersService } from './invitation-letters.service.ts';
import { createLetterSettingsService } from './letter-settings.service.ts';

const tags = ['invitation letters'];
/** The verification page is public: 60 looks a minute per address keep token guessing pointless. */
const VERIFY_LIMIT = { name: 'letter-verify-address', limit: 60, windowMs: 60_000 };

/** Visa invitation letters: the participant's request, the staff's queue, public verification. */
export async function invitationLetterRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth, booking, files } = deps.services;
  const letters = createInvitationLettersService({
    db: deps.db,
    clock: deps.clock,
    publicUrl: deps.config.publicUrl,
    jwtSecret: deps.config.jwtSecret,
    booking,
    auth,
    files,
  });
  const settings = createLetterSettingsService({ db: deps.db, files });
  const signedIn = { guard: 'signedIn' } as const;
  const admins = { guard: 'admin' } as const;

  app.get(
    '/api/letters/participation/:participationId',
    {
      config: signedIn,
      schema: { tags, params: ZLetterParticipationParam, response: { 200: ZLetterState } },
    },
    async (request) => letters.state(requireSession(request), request.params.participationId),
  );
  app.post(
    '/api/letters/participation/:participationId',
    {
      config: signedIn,
      schema: {
        tags,
        description:
          'Requests a letter: issued at once unless the congress asks for approval or it is not paid',
        params: ZLetterParticipationParam,
        body: ZLetterRequest,
        response: { 200: ZLetterState },
      },
    },
    async (request) => letters.request(requireSession(request), request.params.participationId, request.body),
  );
  app.get(
    '/api/letters/:id/pdf',
    {
      config: signedIn,
      schema: { tags, description: 'The stored letter: owner or admins', params: ZLetterIdParam },
    },
    async (request, reply) => {
      const file = await letters.download(requireSession(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.pdf);
    },
  );
  app.get(
    '/api/letters/verify/:token',
    {
      config: { guard: 'public' },
      schema: { tags, params: ZLetterTokenParam, response: { 200: ZLetterVerification } },
    },
    async (request) => {
      await auth.rateLimiter.hit(VERIFY_LIMIT, request.ip);
      return letters.verify(request.params.token);
    },
  );
  app.get(
    '/api/letters/congress/:slug',
    {
      config: { guard: 'staff' },
      schema: {
        tags,
        params: ZLetterSlugParam,
        querystring: ZLetterQueueQuery,
        response: { 200: ZLetterQueue },
      },
    },
    async (request) => letters.queue(requireSession(request), request.params.slug, request.query.status),
  );
  app.post(
    '/api/letters/:id/approve',
    { config: admins, schema: { tags, params: ZLetterIdParam, response: { 200: ZLetterSummary } } },
    async (request) => letters.approve(requireSession(request), request.params.id),
  );
  app.post(
    '/api/letters/:id/refuse',
    {
      config: admins,
      schema: { tags, params: ZLetterIdParam, body: ZLetterRefusal, response: { 200: ZLetterSummary } },
    },
    async (request) => letters.refuse(requireSession(request), request.params.id, request.body.reason),
  );
  app.get(
    '/api/letters/congress/:slug/settings',
    {
      config: { guard: 'staff' },
      schema: { tags, params: ZLetterSlugParam, response: { 200: ZLetterSettings } },
    },
    async (request) => settings.get(requireSession(request), request.params.slug),
  );
  app.put(
    '/api/letters/congress/:slug/settings',
    {
      config: admins,
      schema: {
        tags,
        params: ZLetterSlugParam,
        body: ZLetterSettingsUpdate,
        response: { 200: ZLetterSettings },
      },
    },
    async (request) => settings.update(requireSession(request), request.params.slug, request.body),
  );

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 },
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/letters/congress/:slug/signature',
      {
        config: { ...admins, multipart: true },
        bodyLimit: UPLOAD_MAX_BYTES + 64 * 1024,
        schema: {
          tags,
          description: "The signatory's signature image: multipart, one PNG or JPEG file, at most 2 MB",
          consumes: ['multipart/form-data'],
          params: ZLetterSlugParam,
          response: { 200: ZLetterSettings },
        },
      },
      async (request) =>
        settings.uploadSignature(
          requireSession(request),
          request.params.slug,
          await readUpload(request, LETTER_MESSAGES.uploadTooLarge),
        ),
    );
  });
}

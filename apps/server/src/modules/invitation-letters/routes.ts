import fastifyMultipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@congress/domain/contracts/congress-settings';
import { LETTER_MESSAGES } from '@congress/domain/contracts/invitation-letters';
import {
  approveLetter,
  downloadLetter,
  getLetterQueue,
  getLetterSettings,
  getLetterState,
  refuseLetter,
  requestLetter,
  updateLetterSettings,
  uploadLetterSignature,
  verifyLetter,
} from '@congress/domain/endpoints/invitation-letters';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../lib/endpoint-route.ts';
import { readUpload } from '../../lib/multipart-upload.ts';
import { requireSession } from '../../plugins/auth.ts';

/** The verification page is public: 60 looks a minute per address keep token guessing pointless. */
const VERIFY_LIMIT = { name: 'letter-verify-address', limit: 60, windowMs: 60_000 };

/** Visa invitation letters: the participant's request, the staff's queue, public verification. */
export async function invitationLetterRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth, invitationLetters: letters, letterSettings: settings } = deps.services;

  route(app, getLetterState, async (request) =>
    letters.state(requireSession(request), request.params.participationId),
  );

  route(app, requestLetter, async (request) =>
    letters.request(requireSession(request), request.params.participationId, request.body),
  );

  route(app, downloadLetter, async (request, reply) => {
    const file = await letters.download(requireSession(request), request.params.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(file.pdf);
  });

  route(app, verifyLetter, async (request) => {
    await auth.rateLimiter.hit(VERIFY_LIMIT, request.ip);
    return letters.verify(request.params.token);
  });

  route(app, getLetterQueue, async (request) =>
    letters.queue(requireSession(request), request.params.slug, request.query.status),
  );

  route(app, approveLetter, async (request) => letters.approve(requireSession(request), request.params.id));

  route(app, refuseLetter, async (request) =>
    letters.refuse(requireSession(request), request.params.id, request.body.reason),
  );

  route(app, getLetterSettings, async (request) =>
    settings.get(requireSession(request), request.params.slug),
  );

  route(app, updateLetterSettings, async (request) =>
    settings.update(requireSession(request), request.params.slug, request.body),
  );

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 0, parts: 1 },
    });
    const upload = { config: { multipart: true }, bodyLimit: UPLOAD_MAX_BYTES + 64 * 1024 };
    route(scope.withTypeProvider<ZodTypeProvider>(), uploadLetterSignature, upload, async (request) =>
      settings.uploadSignature(
        requireSession(request),
        request.params.slug,
        await readUpload(request, LETTER_MESSAGES.uploadTooLarge),
      ),
    );
  });
}

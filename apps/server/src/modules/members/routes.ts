import fastifyMultipart from '@fastify/multipart';
import { MEMBER_IMPORT_MAX_BYTES, MEMBER_MESSAGES } from '@congress/domain/contracts/members';
import {
  confirmMemberImport,
  listMembers,
  previewMemberImport,
  resendMemberInvitation,
  updateMember,
} from '@congress/domain/endpoints/members';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { translatorFor } from '../../i18n/translators.ts';
import { route } from '../../lib/endpoint-route.ts';
import { readUpload } from '../../lib/multipart-upload.ts';
import { requireSession } from '../../plugins/auth.ts';

/**
 * The member book: super admins import CSV or XLSX files. The preview writes nothing and the
 * confirmation sends the same file again, so no import state lives in a process (architecture).
 */
export async function memberRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const members = deps.services.members;
  const memberEdit = deps.services.memberEdit;

  route(app, listMembers, async (request) => members.list(request.query));

  route(app, updateMember, async (request) =>
    memberEdit.update(requireSession(request), request.params.id, request.body),
  );

  route(app, resendMemberInvitation, async (request) =>
    memberEdit.resendInvitation(requireSession(request), request.params.id, request.query.congressSlug),
  );

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MEMBER_IMPORT_MAX_BYTES, files: 1, fields: 0, parts: 1 },
    });
    const upload = scope.withTypeProvider<ZodTypeProvider>();
    const options = { config: { multipart: true }, bodyLimit: MEMBER_IMPORT_MAX_BYTES + 64 * 1024 };

    route(upload, previewMemberImport, options, async (request) => {
      const { text } = translatorFor(request.language);
      return members.preview(await readUpload(request, MEMBER_MESSAGES.fileTooLarge), text);
    });

    route(upload, confirmMemberImport, options, async (request) =>
      members.confirm(
        requireSession(request),
        request.query.congressSlug,
        await readUpload(request, MEMBER_MESSAGES.fileTooLarge),
      ),
    );
  });
}

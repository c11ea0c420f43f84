import fastifyMultipart from '@fastify/multipart';
import {
  MEMBER_IMPORT_MAX_BYTES,
  MEMBER_MESSAGES,
  ZMemberImportPreview,
  ZMemberImportQuery,
  ZMemberImportResult,
  ZMemberFields,
  ZMemberIdParams,
  ZMemberInvitationResult,
  ZMemberList,
  ZMemberListItem,
  ZMemberListQuery,
} from '@congress/domain/contracts/members';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { translatorFor } from '../../i18n/translators.ts';
import { readUpload } from '../../lib/multipart-upload.ts';
import { requireSession } from '../../plugins/auth.ts';
import { createMemberEditService } from './member-edit.service.ts';
import { createMembersService } from './members.service.ts';

const tags = ['members'];

/**
 * The member book: super admins import CSV or XLSX files. The preview writes nothing and the
 * confirmation sends the same file again, so no import state lives in a process (architecture).
 */
export async function memberRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { auth, congresses } = deps.services;
  const members = createMembersService({ ...deps, auth, congresses });
  const memberEdit = createMemberEditService({ ...deps, auth, congresses });

  app.get(
    '/api/member/list',
    {
      config: { guard: 'superAdmin' },
      schema: { tags, querystring: ZMemberListQuery, response: { 200: ZMemberList } },
    },
    async (request) => members.list(request.query),
  );

  app.put(
    '/api/member/:id',
    {
      config: { guard: 'superAdmin' },
      schema: {
        tags,
        description:
          'Correct one member: the field rules of an import row; member number and e-mail stay unique (409)',
        params: ZMemberIdParams,
        body: ZMemberFields,
        response: { 200: ZMemberListItem },
      },
    },
    async (request) => memberEdit.update(requireSession(request), request.params.id, request.body),
  );

  app.post(
    '/api/member/:id/invitation',
    {
      config: { guard: 'superAdmin' },
      schema: {
        tags,
        description:
          'Send the invitation again: a fresh 7-day link; older unused links of the member stop working',
        params: ZMemberIdParams,
        querystring: ZMemberImportQuery,
        response: { 200: ZMemberInvitationResult },
      },
    },
    async (request) =>
      memberEdit.resendInvitation(requireSession(request), request.params.id, request.query.congressSlug),
  );

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MEMBER_IMPORT_MAX_BYTES, files: 1, fields: 0, parts: 1 },
    });
    const upload = scope.withTypeProvider<ZodTypeProvider>();
    const options = {
      config: { guard: 'superAdmin' as const, multipart: true },
      bodyLimit: MEMBER_IMPORT_MAX_BYTES + 64 * 1024,
    };

    upload.post(
      '/api/member/import/preview',
      {
        ...options,
        schema: {
          tags,
          description:
            'Check a CSV or XLSX member file (multipart, one file): each row with its errors; nothing is written',
          consumes: ['multipart/form-data'],
          response: { 200: ZMemberImportPreview },
        },
      },
      async (request) => {
        const { text } = translatorFor(request.language);
        return members.preview(await readUpload(request, MEMBER_MESSAGES.fileTooLarge), text);
      },
    );

    upload.post(
      '/api/member/import/confirm',
      {
        ...options,
        schema: {
          tags,
          description:
            'Send the previewed file again: writes its good rows (upsert by member number) and invites new members',
          consumes: ['multipart/form-data'],
          querystring: ZMemberImportQuery,
          response: { 200: ZMemberImportResult },
        },
      },
      async (request) =>
        members.confirm(
          requireSession(request),
          request.query.congressSlug,
          await readUpload(request, MEMBER_MESSAGES.fileTooLarge),
        ),
    );
  });
}

import fastifyMultipart from '@fastify/multipart';
import { ZDeskSlugParam } from '@congress/domain/contracts/payments-desk';
import {
  RECONCILE_MESSAGES,
  STATEMENT_MAX_BYTES,
  ZConfirmLinesRequest,
  ZConfirmLinesResult,
  ZCsvPreview,
  ZImportResult,
  ZResolveLineRequest,
  ZResolveLineResult,
  ZStatement,
  ZStatementIdParam,
  ZStatementList,
} from '@congress/domain/contracts/reconciliation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { readUploadWithFields } from '../../lib/multipart-upload.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { createReconciliationService } from './reconciliation.service.ts';
import type { createStatementImportService } from './statement-import.service.ts';

const tags = ['payments-desk'];

/** The mapping field of an import: JSON text, or absent (camt.053, or the congress's remembered one). */
function mappingField(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError('VALIDATION', RECONCILE_MESSAGES.mappingInvalid);
  }
}

/** Bank reconciliation on the payments desk: admins only, like the desk (decisions 40). */
export async function reconciliationRoutes(
  fastify: FastifyInstance,
  statements: ReturnType<typeof createStatementImportService>,
  reconciliation: ReturnType<typeof createReconciliationService>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/payments-desk/congress/:slug/statements',
    {
      config: { guard: 'admin' },
      schema: { tags, params: ZDeskSlugParam, response: { 200: ZStatementList } },
    },
    async (request) => reconciliation.list(requireSession(request), request.params.slug),
  );

  app.get(
    '/api/payments-desk/statement/:id',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        description: 'A statement with each line, the transfer proposed or its candidates, partial or excess',
        params: ZStatementIdParam,
        response: { 200: ZStatement },
      },
    },
    async (request) => reconciliation.get(requireSession(request), request.params.id),
  );

  app.post(
    '/api/payments-desk/statement/:id/confirm',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        description:
          'Books matched lines as transfers received (invoice, e-mail, audit), one transaction each',
        params: ZStatementIdParam,
        body: ZConfirmLinesRequest,
        response: { 200: ZConfirmLinesResult },
      },
    },
    async (request) =>
      reconciliation.confirm(requireSession(request), request.params.id, request.body.lineIds),
  );

  app.post(
    '/api/payments-desk/statement-line/:id/resolve',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        description: 'Books an ambiguous or unmatched line to the transfer picked, or ignores it',
        params: ZStatementIdParam,
        body: ZResolveLineRequest,
        response: { 200: ZResolveLineResult },
      },
    },
    async (request) => reconciliation.resolve(requireSession(request), request.params.id, request.body),
  );

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: STATEMENT_MAX_BYTES, files: 1, fields: 1, parts: 2, fieldSize: 4096 },
    });
    const upload = scope.withTypeProvider<ZodTypeProvider>();
    const options = {
      config: { guard: 'admin' as const, multipart: true },
      bodyLimit: STATEMENT_MAX_BYTES + 64 * 1024,
    };
    const read = (request: Parameters<typeof readUploadWithFields>[0]) =>
      readUploadWithFields(request, RECONCILE_MESSAGES.fileTooLarge);

    upload.post(
      '/api/payments-desk/congress/:slug/statements/csv-preview',
      {
        ...options,
        schema: {
          tags,
          description:
            "A CSV statement's columns and first rows, with the mapping to propose; nothing is written",
          consumes: ['multipart/form-data'],
          params: ZDeskSlugParam,
          response: { 200: ZCsvPreview },
        },
      },
      async (request) =>
        statements.previewCsv(
          requireSession(request),
          request.params.slug,
          (await read(request))?.data ?? null,
        ),
    );

    upload.post(
      '/api/payments-desk/congress/:slug/statements',
      {
        ...options,
        schema: {
          tags,
          description:
            'Imports a bank statement (multipart: a "mapping" JSON field for CSV, then the file): camt.053 or CSV',
          consumes: ['multipart/form-data'],
          params: ZDeskSlugParam,
          response: { 200: ZImportResult },
        },
      },
      async (request) => {
        const file = await read(request);
        return statements.import(requireSession(request), request.params.slug, {
          data: file?.data ?? null,
          fileName: file?.fileName ?? '',
          mapping: mappingField(file?.fields.mapping),
        });
      },
    );
  });
}

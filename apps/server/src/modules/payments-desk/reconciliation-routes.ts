import fastifyMultipart from '@fastify/multipart';
import { RECONCILE_MESSAGES, STATEMENT_MAX_BYTES } from '@congress/domain/contracts/reconciliation';
import {
  confirmStatementLines,
  getStatement,
  importStatement,
  listStatements,
  previewCsvStatement,
  resolveStatementLine,
} from '@congress/domain/endpoints/payments-desk';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { route } from '../../lib/endpoint-route.ts';
import { readUploadWithFields } from '../../lib/multipart-upload.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { createReconciliationService } from './reconciliation.service.ts';
import type { createStatementImportService } from './statement-import.service.ts';

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

  route(app, listStatements, async (request) =>
    reconciliation.list(requireSession(request), request.params.slug),
  );

  route(app, getStatement, async (request) => reconciliation.get(requireSession(request), request.params.id));

  route(app, confirmStatementLines, async (request) =>
    reconciliation.confirm(requireSession(request), request.params.id, request.body.lineIds),
  );

  route(app, resolveStatementLine, async (request) =>
    reconciliation.resolve(requireSession(request), request.params.id, request.body),
  );

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: STATEMENT_MAX_BYTES, files: 1, fields: 1, parts: 2, fieldSize: 4096 },
    });
    const upload = scope.withTypeProvider<ZodTypeProvider>();
    const options = { config: { multipart: true }, bodyLimit: STATEMENT_MAX_BYTES + 64 * 1024 };
    const read = (request: Parameters<typeof readUploadWithFields>[0]) =>
      readUploadWithFields(request, RECONCILE_MESSAGES.fileTooLarge);

    route(upload, previewCsvStatement, options, async (request) =>
      statements.previewCsv(
        requireSession(request),
        request.params.slug,
        (await read(request))?.data ?? null,
      ),
    );

    route(upload, importStatement, options, async (request) => {
      const file = await read(request);
      return statements.import(requireSession(request), request.params.slug, {
        data: file?.data ?? null,
        fileName: file?.fileName ?? '',
        mapping: mappingField(file?.fields.mapping),
      });
    });
  });
}

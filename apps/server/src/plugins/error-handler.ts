import { STATUS_CODES } from 'node:http';
import { MESSAGES } from '@congress/domain/messages';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { databaseErrorKind } from './database-errors.ts';

/** A database restart takes seconds; clients (and the web app) wait this long before retrying. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

type Body = {
  statusCode: number;
  error: string;
  code: string;
  message: string;
  fields?: Record<string, string>;
};

function send(reply: FastifyReply, body: Omit<Body, 'error'>) {
  return reply
    .status(body.statusCode)
    .type('application/json; charset=utf-8')
    .send({ error: STATUS_CODES[body.statusCode] ?? 'Error', ...body });
}

const CLIENT_ERRORS: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'MALFORMED_BODY', message: MESSAGES.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'MALFORMED_BODY', message: MESSAGES.malformedJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.payloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'MALFORMED_BODY', message: 'Unsupported content type: send JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'MALFORMED_BODY', message: MESSAGES.malformedJson },
};

/** Every error body is rendered here, in the shape of the architecture; 5xx details never leave. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      // Every 503 says when to come back (a busy lock, an unreachable provider or database).
      if (error.statusCode === 503 && !reply.hasHeader('retry-after')) {
        reply.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      }
      return send(reply, {
        statusCode: error.statusCode,
        code: error.code,
        message: error.message,
        ...(error.fields ? { fields: error.fields } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '';
        if (!(path in fields)) fields[path || '_'] = issue.message ?? 'Invalid value';
      }
      const first = Object.values(fields)[0] ?? 'Invalid request';
      return send(reply, { statusCode: 400, code: 'VALIDATION', message: first, fields });
    }
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known) return send(reply, { statusCode: 400, ...known });
    if (error instanceof SyntaxError)
      return send(reply, { statusCode: 400, code: 'MALFORMED_BODY', message: MESSAGES.malformedJson });
    const database = databaseErrorKind(error);
    if (database === 'input') {
      return send(reply, { statusCode: 400, code: 'VALIDATION', message: MESSAGES.invalidInput });
    }
    if (database === 'unavailable') {
      request.log.warn({ err: error, reqId: request.id }, 'database unavailable');
      reply.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return send(reply, { statusCode: 503, code: 'UNAVAILABLE', message: MESSAGES.serviceUnavailable });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return send(reply, { statusCode: 500, code: 'INTERNAL', message: MESSAGES.genericError });
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error, reqId: request.id }, 'unhandled error');
      return send(reply, { statusCode: 500, code: 'INTERNAL', message: MESSAGES.genericError });
    }
    return send(reply, { statusCode: status, code: error.code ?? 'CLIENT_ERROR', message: error.message });
  });
}

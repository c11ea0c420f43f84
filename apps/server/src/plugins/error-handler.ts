import { STATUS_CODES } from 'node:http';
import type { Language } from '@congress/domain/i18n/languages';
import { registeredTexts } from '@congress/domain/i18n/texts';
import type { TextValues } from '@congress/domain/i18n/translator';
import { MESSAGES } from '@congress/domain/messages';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translatorFor } from '../i18n/translators.ts';
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

function sendBody(reply: FastifyReply, body: Omit<Body, 'error'>) {
  return reply
    .status(body.statusCode)
    .type('application/json; charset=utf-8')
    .send({ error: STATUS_CODES[body.statusCode] ?? 'Error', ...body });
}

const CLIENT_ERRORS: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'MALFORMED_BODY', message: MESSAGES.malformedJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'MALFORMED_BODY', message: MESSAGES.malformedJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: MESSAGES.payloadTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'MALFORMED_BODY', message: MESSAGES.unsupportedContentType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'MALFORMED_BODY', message: MESSAGES.malformedJson },
};

/**
 * A shared text (texts.ts) in the request's language. Any other message (a library's, a
 * literal not yet made a text) is said as it is in English: `english`, its rendering with the values.
 */
function say(language: Language, text: string, values?: TextValues, english = text): string {
  if (language === 'en' || !registeredTexts().has(text)) return english;
  return translatorFor(language).text(text, values);
}

const ZOD_LOCALES = { fr: z.locales.fr, pt: z.locales.pt } as const;
const ZOD_ENGLISH = z.locales.en().localeError;
const zodLocales: Partial<Record<Language, typeof ZOD_ENGLISH>> = {};

type ZodIssueLike = { keyword: string; message?: string; params?: Record<string, unknown> };

/**
 * A field's message in the request's language: one of our texts is translated; zod's own English
 * (a schema that gives no message of ours) is said again by zod's locale of that language.
 */
function fieldMessage(language: Language, issue: ZodIssueLike): string {
  const message = issue.message ?? MESSAGES.invalidValue;
  if (language === 'en' || registeredTexts().has(message)) return say(language, message);
  const locale = language === 'fr' || language === 'pt' ? language : null;
  if (!locale) return message;
  // The issue as zod made it; zod keeps no input, but says its type in an invalid_type message.
  const received = issue.keyword === 'invalid_type' ? /received (\w+)$/.exec(message)?.[1] : undefined;
  const raw = {
    ...issue.params,
    code: issue.keyword,
    path: [],
    message,
    ...(received !== undefined && { input: SAMPLE_INPUTS[received] }),
  } as unknown as Parameters<typeof ZOD_ENGLISH>[0];
  const english = ZOD_ENGLISH(raw);
  const englishMessage = typeof english === 'string' ? english : english?.message;
  if (englishMessage !== message) return message;
  zodLocales[locale] ??= ZOD_LOCALES[locale]().localeError;
  const translated = zodLocales[locale]?.(raw);
  return (typeof translated === 'string' ? translated : translated?.message) ?? message;
}

/** A value of each type zod names as received, to say the type again in another language. */
const SAMPLE_INPUTS: Record<string, unknown> = {
  string: '',
  number: 0,
  boolean: false,
  bigint: 0n,
  symbol: Symbol(),
  undefined: undefined,
  null: null,
  array: [],
  object: {},
  function: () => {},
  date: new Date(0),
  nan: Number.NaN,
  NaN: Number.NaN,
};

/** Every error body is rendered here, in the shape of the architecture; 5xx details never leave. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const { language } = request;
    const send = (reply: FastifyReply, body: Omit<Body, 'error'>) =>
      sendBody(reply, { ...body, message: say(language, body.message) });
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      // Every 503 says when to come back (a busy lock, an unreachable provider or database).
      if (error.statusCode === 503 && !reply.hasHeader('retry-after')) {
        reply.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      }
      const fields = error.fieldTexts ?? error.fields;
      return sendBody(reply, {
        statusCode: error.statusCode,
        code: error.code,
        message: say(language, error.text, error.values, error.message),
        ...(fields && {
          fields: Object.fromEntries(
            Object.entries(fields).map(([field, text]) => [
              field,
              say(language, text, error.valuesOf(field), error.fields?.[field]),
            ]),
          ),
        }),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '';
        if (!(path in fields)) fields[path || '_'] = fieldMessage(language, issue);
      }
      const first = Object.values(fields)[0] ?? say(language, MESSAGES.invalidRequest);
      return sendBody(reply, { statusCode: 400, code: 'VALIDATION', message: first, fields });
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

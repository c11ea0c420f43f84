import { DEFAULT_LANGUAGE, type Language, negotiateLanguage } from '@congress/domain/i18n/languages';
import { registeredTexts } from '@congress/domain/i18n/texts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { translatorFor } from '../i18n/translators.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the answer's messages are written in, from Accept-Language. */
    language: Language;
  }
}

/** The language a request asked for, or null when it named none (an API client, a test). */
export function askedLanguage(request: FastifyRequest): Language | null {
  return request.headers['accept-language'] ? request.language : null;
}

/** The web app sends the reader's chosen language; other clients get their browser's best match. */
export function registerLanguage(app: FastifyInstance) {
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  app.addHook('onRequest', async (request) => {
    request.language = negotiateLanguage(request.headers['accept-language']);
  });
  // A success answer's `message` ("Rate status updated successfully") is one of the shared texts:
  // said in the reader's language like the errors (whose handler translates its own).
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (request.language === 'en' || !payload || typeof payload !== 'object' || !('message' in payload)) {
      return payload;
    }
    const { message } = payload;
    if (typeof message !== 'string' || !registeredTexts().has(message)) return payload;
    return { ...payload, message: translatorFor(request.language).text(message) };
  });
}

import { DEFAULT_LANGUAGE, type Language, negotiateLanguage } from '@congress/domain/i18n/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the answer's messages are written in, from Accept-Language (issue 16). */
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
}

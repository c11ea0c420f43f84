import { DEFAULT_LANGUAGE, type Language, negotiateLanguage } from '@congress/domain/i18n/languages';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the answer's messages are written in, from Accept-Language (issue 16). */
    language: Language;
  }
}

/** The web app sends the reader's chosen language; other clients get their browser's best match. */
export function registerLanguage(app: FastifyInstance) {
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  app.addHook('onRequest', async (request) => {
    request.language = negotiateLanguage(request.headers['accept-language']);
  });
}

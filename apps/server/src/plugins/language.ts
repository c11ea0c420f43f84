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

const MAX_REMEMBERED_HEADERS = 256;

/** The web app sends the reader's chosen language; other clients get their browser's best match. */
export function registerLanguage(app: FastifyInstance) {
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  // Every request is judged, and browsers send a handful of distinct headers: each is ranked once.
  // A callback hook, so no promise per request either.
  const languages = new Map<string, Language>();
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers['accept-language'];
    if (!header) {
      request.language = DEFAULT_LANGUAGE;
      return done();
    }
    let language = languages.get(header);
    if (language === undefined) {
      language = negotiateLanguage(header);
      // Bounded: a client sending endless variants costs a ranking each, never memory.
      if (languages.size >= MAX_REMEMBERED_HEADERS) languages.clear();
      languages.set(header, language);
    }
    request.language = language;
    done();
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

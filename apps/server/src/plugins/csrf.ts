import { MESSAGES } from '@congress/domain/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type CsrfOptions = { publicUrl: string };

function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/**
 * Cross-site request refusal (architecture): a state-changing request must not come from a foreign
 * Origin, and its body must be JSON (multipart only where a route allows it). Browsers always send
 * Origin on such requests; API clients that send none are judged by the JSON rule alone, which a
 * cross-site form cannot meet. The payment webhook opts out with `config.csrf = false`.
 */
export function registerCsrf(app: FastifyInstance, { publicUrl }: CsrfOptions) {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const routeConfig = request.routeOptions.config as { csrf?: boolean; multipart?: boolean } | undefined;
    if (routeConfig?.csrf === false) return;
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== publicOrigin && origin !== ownOrigin(request)) {
      throw new AppError('FOREIGN_ORIGIN', MESSAGES.foreignOrigin);
    }
    const contentType = request.headers['content-type'];
    if (contentType === undefined) return;
    const isJson = /^application\/json\b/i.test(contentType);
    const isMultipart = /^multipart\/form-data\b/i.test(contentType) && routeConfig?.multipart === true;
    if (!isJson && !isMultipart) throw new AppError('FOREIGN_ORIGIN', MESSAGES.foreignOrigin);
  });
}

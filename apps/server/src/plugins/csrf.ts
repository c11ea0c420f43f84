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
  // A callback hook: every request passes here, and the safe ones (most) leave at once, without the
  // promise an async hook costs.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    try {
      refuseCrossSite(request, publicOrigin);
    } catch (error) {
      return done(error as Error);
    }
    done();
  });
}

/** Throws FOREIGN_ORIGIN for a state-changing request that may come from another site. */
function refuseCrossSite(request: FastifyRequest, publicOrigin: string) {
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
}

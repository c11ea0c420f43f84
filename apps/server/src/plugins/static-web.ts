import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { DEFAULT_WEB_DIST } from '../web-dist.ts';

/** `/api` and below, not a congress whose slug merely starts with "api" (`/apimondia`). */
const isApiUrl = (url: string) => /^\/api(?:[/?#]|$)/.test(url);

/** Serves the built single-page app; every other non-API GET falls back to index.html. */
export async function registerStaticWeb(app: FastifyInstance, webDist = DEFAULT_WEB_DIST) {
  const hasBuild = existsSync(`${webDist}/index.html`);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      maxAge: '1h',
      immutable: false,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiUrl(request.url);
    if (isPage && hasBuild) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    if (isPage) {
      return reply.status(503).type('text/plain').send('The web app is not built: run `npm run build`.');
    }
    throw new AppError('NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found`);
  });
}

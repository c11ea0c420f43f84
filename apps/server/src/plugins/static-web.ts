import { MESSAGES } from '@congress/domain/messages';
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import { DEFAULT_WEB_DIST } from '../web-dist.ts';

/** `/api` and below, not a congress whose slug merely starts with "api" (`/apimondia`). */
export const isApiUrl = (url: string) => /^\/api(?:[/?#]|$)/.test(url);
/** Vite's build output: file names carry a content hash, so a name never changes content. */
const isAssetUrl = (url: string) => /^\/assets\//.test(url);
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Pages whose lazy screen the build preloads in a variant of index.html (apps/web/route-preloads.ts):
 * a first visit there fetches the screen's code with the rest, not after it has run.
 */
const ROUTE_PAGES = [
  { path: /^\/[^/]+\/rate\/[^/]+\/?$/, file: 'index.rate-list.html' },
  { path: /^\/[^/]+\/rate\/[^/]+\/registration\/?$/, file: 'index.registration-form.html' },
];
/** The page the build wrote for this address: index.html unless a variant preloads its screen. */
const pageFileOf = (url: string, builtPages: string[]) => {
  const path = url.split(/[?#]/)[0] ?? '';
  return (
    ROUTE_PAGES.find((page) => page.path.test(path) && builtPages.includes(page.file))?.file ?? 'index.html'
  );
};
/** The page names the current assets: a browser revalidates it on every load (a deploy shows at once). */
const REVALIDATE = 'no-cache';

/** Serves the built single-page app; every other non-API GET falls back to index.html. */
export async function registerStaticWeb(app: FastifyInstance, webDist = DEFAULT_WEB_DIST) {
  const hasBuild = existsSync(`${webDist}/index.html`);
  const builtPages = ROUTE_PAGES.map((page) => page.file).filter((file) => existsSync(`${webDist}/${file}`));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      maxAge: '1h',
      immutable: false,
      // The build writes .br and .gz beside each text file (apps/web/precompress.ts): sent as they
      // are to a browser that accepts them, never compressed per request.
      preCompressed: true,
      setHeaders: (reply, path) => {
        // `path` is the file sent: the page may be its .br or .gz copy.
        if (/\.html(\.br|\.gz)?$/.test(path)) reply.header('Cache-Control', REVALIDATE);
        else if (isAssetUrl(reply.request.url)) reply.header('Cache-Control', IMMUTABLE);
      },
    });
  }
  // The door's web app manifest: installed, it opens this congress's check-in page (its service
  // worker, /door-sw.js, is scoped to that page). Not an API answer: no personal data.
  app.get<{ Params: { slug: string } }>('/:slug/check-in/door.webmanifest', async (request, reply) => {
    const { slug } = request.params;
    if (!/^[a-z0-9][a-z0-9-]{0,99}$/.test(slug))
      return reply.status(404).header('Cache-Control', 'no-store').type('text/plain').send('Not found');
    const page = `/${slug}/check-in`;
    return reply
      .type('application/manifest+json')
      .header('Cache-Control', REVALIDATE)
      .send({
        name: 'Congress check-in',
        short_name: 'Check-in',
        start_url: page,
        scope: page,
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1c7ed6',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      });
  });
  app.setNotFoundHandler((request, reply) => {
    const isGet = request.method === 'GET' || request.method === 'HEAD';
    // A missing asset (an old build's chunk) is a 404, never the page: HTML as a script breaks the app.
    if (isGet && isAssetUrl(request.url)) {
      return reply.status(404).header('Cache-Control', 'no-store').type('text/plain').send('Not found');
    }
    const isPage = isGet && !isApiUrl(request.url);
    if (isPage && hasBuild) {
      return reply.sendFile(pageFileOf(request.url, builtPages)); // no-cache, by setHeaders
    }
    if (isPage) {
      return reply.status(503).type('text/plain').send('The web app is not built: run `npm run build`.');
    }
    throw new AppError('NOT_FOUND', MESSAGES.routeNotFound, {
      values: {
        method: request.method,
        url: request.url.split('?')[0] ?? '',
      },
    });
  });
}

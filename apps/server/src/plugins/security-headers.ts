import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiUrl } from './static-web.ts';

export type SecurityOptions = { allowStripe: boolean; isHttps: boolean };

function cspDirectives({ allowStripe }: SecurityOptions) {
  const stripe = (...origins: string[]) => (allowStripe ? origins : []);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...stripe('https://js.stripe.com')],
    // Mantine injects its CSS variables in a style element.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", ...stripe('https://api.stripe.com')],
    frameSrc: ["'self'", ...stripe('https://js.stripe.com', 'https://hooks.stripe.com')],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
    // The door's service worker and manifest (the check-in page installs as an app): this site only.
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
  };
}

/**
 * The headers helmet sets, computed once: they do not depend on the request, and building helmet's
 * middleware per request (what @fastify/helmet does) cost ~3 % of the server's time in the rush.
 */
export function staticHelmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Security headers on every response (helmet): a CSP without inline scripts, nosniff, no framing,
 * the referrer policy, HSTS when the public address is https.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions) {
  const headers = {
    ...staticHelmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options) },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: options.isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      // E-mails show the congress logo from this server, so other sites may load its images.
      crossOriginResourcePolicy: false,
    }),
    // The check-in screen scans tickets with this site's camera; nothing else may use it.
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=()',
  };
  // Callback hooks, here and below: they run on every answer, and an async hook costs a promise and
  // a turn of the microtask queue each time (the rate lists' throughput, read by everyone at opening).
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  // Every API answer may carry personal data (or an error about it), so none is stored by a browser
  // or a proxy: no-store, unless the route said otherwise (the immutable public files, documents).
  // The public congress, hotel and rate reads are included: cheap, and a stale rate list would show
  // places that are gone.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiUrl(request.url) && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
    done(null, payload);
  });
}

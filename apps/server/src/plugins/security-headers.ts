import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
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
  };
}

/**
 * Security headers on every response (helmet): a CSP without inline scripts, nosniff, no framing,
 * the referrer policy, HSTS when the public address is https.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(options) },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: options.isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // E-mails show the congress logo from this server, so other sites may load its images.
    crossOriginResourcePolicy: false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
  });
  // Every API answer may carry personal data (or an error about it), so none is stored by a browser
  // or a proxy: no-store, unless the route said otherwise (the immutable public files, documents).
  // The public congress, hotel and rate reads are included: cheap, and a stale rate list would show
  // places that are gone.
  app.addHook('onSend', async (request, reply) => {
    if (isApiUrl(request.url) && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
  });
}

import type { FastifyInstance } from 'fastify';

export type SecurityOptions = { allowStripe: boolean };

function contentSecurityPolicy({ allowStripe }: SecurityOptions): string {
  const stripeScript = allowStripe ? ' https://js.stripe.com' : '';
  const stripeFrame = allowStripe ? ' https://js.stripe.com https://hooks.stripe.com' : '';
  const stripeConnect = allowStripe ? ' https://api.stripe.com' : '';
  return [
    "default-src 'self'",
    `script-src 'self'${stripeScript}`,
    // Mantine injects its CSS variables in a style element.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${stripeConnect}`,
    `frame-src 'self'${stripeFrame}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Security headers on every response: a CSP without inline scripts, nosniff, frame-ancestors, referrer policy. */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions) {
  const csp = contentSecurityPolicy(options);
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Content-Security-Policy', csp);
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    return payload;
  });
}

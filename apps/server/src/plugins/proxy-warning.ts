import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export const UNTRUSTED_PROXY_WARNING =
  "Requests carry X-Forwarded-For but TRUST_PROXY is not set: every client is seen at the proxy's " +
  "address, so sign-in and reset limits count them all together. Set TRUST_PROXY to the proxy's " +
  'address, subnet or hop count.';

/**
 * Behind a reverse proxy without TRUST_PROXY every request comes from the proxy's address, so the
 * per-address limits would treat all clients as one. Nothing in the configuration can tell; the
 * first request that carries the header can, so the server says it once, in the log, at once.
 */
export function registerProxyWarning(
  app: FastifyInstance,
  { trustProxy, log }: { trustProxy: unknown; log: FastifyBaseLogger },
): void {
  if (trustProxy !== false) return;
  let isWarned = false;
  app.addHook('onRequest', async (request) => {
    if (isWarned || request.headers['x-forwarded-for'] === undefined) return;
    isWarned = true;
    log.warn({ forwardedFor: true }, UNTRUSTED_PROXY_WARNING);
  });
}

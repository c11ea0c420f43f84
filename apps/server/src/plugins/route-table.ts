import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route as "METHOD /path/{param}", in the order declared (the authorisation matrix walks it). */
    apiRoutes: string[];
  }
}

/**
 * Fastify keeps no public list of its routes, so one is kept as they are declared: the security
 * suites try every route, and a route that has no row in their tables fails them.
 */
export function registerRouteTable(app: FastifyInstance) {
  const routes: string[] = [];
  app.decorate('apiRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    // HEAD is the GET route's shadow (same handler and guard).
    for (const method of methods) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  });
}

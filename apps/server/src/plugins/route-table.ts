import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route as "METHOD /path/{param}", in the order declared (the authorisation matrix walks it). */
    apiRoutes: string[];
    /** The API routes registered from a declaration in `packages/domain/src/endpoints` (lib/endpoint-route.ts). */
    declaredRoutes: string[];
  }
  interface FastifyContextConfig {
    /** Set by `route()`: this route comes from its endpoint declaration. */
    endpoint?: boolean;
  }
}

/**
 * Fastify keeps no public list of its routes, so one is kept as they are declared: the security
 * suites try every route, and a route that has no row in their tables fails them.
 */
export function registerRouteTable(app: FastifyInstance) {
  const routes: string[] = [];
  const declared: string[] = [];
  app.decorate('apiRoutes', routes);
  app.decorate('declaredRoutes', declared);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    // HEAD is the GET route's shadow (same handler and guard).
    const isDeclared = (route.config as { endpoint?: boolean } | undefined)?.endpoint === true;
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push(`${method} ${path}`);
      if (isDeclared) declared.push(`${method} ${path}`);
    }
  });
}

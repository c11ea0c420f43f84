import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './deps.ts';
import { healthRoutes } from './modules/health/routes.ts';

/** Every module's routes, in one list. */
export async function registerRoutes(app: FastifyInstance, deps: AppDeps) {
  await app.register(healthRoutes, deps);
}

import { MESSAGES } from '@congress/domain/messages';
import { getHealth } from '@congress/domain/endpoints/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../lib/endpoint-route.ts';
import { AppError } from '../../lib/app-error.ts';
import { pingDatabase } from './health.repository.ts';

export async function healthRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  route(app, getHealth, async () => {
    try {
      await pingDatabase(deps.db);
    } catch {
      throw new AppError('BUSY', MESSAGES.databaseUnreachable);
    }
    return { status: 'ok' as const, database: 'ok' as const };
  });
}

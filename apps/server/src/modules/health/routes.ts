import { MESSAGES } from '@congress/domain/messages';
import { ZHealth } from '@congress/domain/contracts/congress';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';

export async function healthRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/health',
    { config: { guard: 'public' }, schema: { tags: ['health'], response: { 200: ZHealth } } },
    async () => {
      try {
        await deps.db.execute(sql`select 1`);
      } catch {
        throw new AppError('BUSY', MESSAGES.databaseUnreachable);
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );
}

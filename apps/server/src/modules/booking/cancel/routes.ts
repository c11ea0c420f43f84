import {
  cancelParticipation,
  decideCancelRequest,
  getCancelQuote,
} from '@congress/domain/endpoints/self-cancel';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps.ts';
import { route } from '../../../lib/endpoint-route.ts';
import { requireSession } from '../../../plugins/auth.ts';

/** Self-service cancellation (decisions 48): the participant's quote and confirmation, staff's decision. */
export async function selfCancelRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = deps.services.selfCancel;

  route(app, getCancelQuote, async (request) => service.quote(requireSession(request), request.params.id));

  route(app, cancelParticipation, async (request) =>
    service.cancel(requireSession(request), request.params.id, request.body),
  );

  route(app, decideCancelRequest, async (request) =>
    service.decide(requireSession(request), request.params.id, request.body),
  );
}

import { ZSlugParam } from '@congress/domain/contracts/congress';
import {
  ZCongressRefParam,
  ZParticipantCongressParams,
  ZParticipation,
  ZParticipationCreateRequest,
  ZParticipationIdParam,
  ZParticipationUpdateRequest,
} from '@congress/domain/contracts/participations';
import {
  ZParticipationListPage,
  ZParticipationListQuery,
} from '@congress/domain/contracts/participation-list';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { BookingRouteDeps } from '../booking-deps.ts';
import { requireSession } from '../../../plugins/auth.ts';
import { createParticipationQueryService } from './participation-query.service.ts';
import { createParticipationWriteService } from './participation-write.service.ts';
import { localizeParticipation } from './participation-dto.ts';

/** Spec 7's participation calls plus the signed-in subject's own; owner-scoped in the services. */
export async function participationRoutes(fastify: FastifyInstance, deps: BookingRouteDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const queries = createParticipationQueryService(deps);
  const writes = createParticipationWriteService(deps);
  const tags = ['participations'];
  const signedIn = { guard: 'signedIn' } as const;

  app.get(
    '/api/participation/mine/congress/:slug',
    {
      config: { guard: 'participant' },
      schema: { tags, params: ZSlugParam, response: { 200: ZParticipation } },
    },
    async (request) =>
      localizeParticipation(
        await queries.mine(requireSession(request), request.params.slug),
        request.language,
      ),
  );

  app.get(
    '/api/participation/participant/:participantId/congress/:slug',
    {
      config: signedIn,
      schema: { tags, params: ZParticipantCongressParams, response: { 200: ZParticipation } },
    },
    async (request) => {
      const { participantId, slug } = request.params;
      const participation = await queries.ofParticipant(requireSession(request), participantId, slug);
      return localizeParticipation(participation, request.language);
    },
  );

  app.get(
    '/api/participation/congress/:id',
    {
      config: { guard: 'staff' },
      schema: {
        tags,
        description: 'Every participation of a congress, paged, without personal details (decisions 40)',
        params: ZCongressRefParam,
        querystring: ZParticipationListQuery,
        response: { 200: ZParticipationListPage },
      },
    },
    async (request) => queries.ofCongress(requireSession(request), request.params.id, request.query),
  );

  app.post(
    '/api/participation/create',
    {
      config: signedIn,
      schema: { tags, body: ZParticipationCreateRequest, response: { 201: ZParticipation } },
    },
    async (request, reply) =>
      reply.status(201).send(await writes.create(requireSession(request), request.body)),
  );

  app.put(
    '/api/participation/update/:id',
    {
      config: signedIn,
      schema: {
        tags,
        params: ZParticipationIdParam,
        body: ZParticipationUpdateRequest,
        response: { 200: ZParticipation },
      },
    },
    async (request) => writes.update(requireSession(request), request.params.id, request.body),
  );
}

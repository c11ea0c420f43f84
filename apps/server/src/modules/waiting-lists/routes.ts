import {
  ZAdminWaitingList,
  ZMoveEntryRequest,
  ZMyWaitingEntries,
  ZMyWaitingEntry,
  ZOfferByHandResult,
  ZOfferTokenParam,
  ZJoinActivityRequest,
  ZWaitingActivityParam,
  ZWaitingCongressParam,
  ZWaitingEntryParam,
  ZWaitingOffer,
  ZWaitingRateParam,
} from '@congress/domain/contracts/waiting-lists';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { zIdParam } from '@congress/domain/ids';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { requireSession } from '../../plugins/auth.ts';
import { activityWaiting } from '../activities/activities.service.ts';
import { createActivityListService } from './activity-lists.service.ts';
import { createWaitingListAdminService } from './waiting-list-admin.service.ts';
import { createWaitingListService, type WaitingListDeps } from './waiting-lists.service.ts';

export const waitingListDeps = (deps: AppDeps): WaitingListDeps => ({
  db: deps.db,
  clock: deps.clock,
  booking: deps.services.booking,
  congresses: deps.services.congresses,
  publicUrl: deps.config.publicUrl,
  activities: activityWaiting,
});

const ZLeft = z.object({ rateId: z.number().int(), left: z.literal(true) });
const ZLeftActivity = z.object({
  activityId: z.number().int(),
  registrationId: z.number().int(),
  left: z.literal(true),
});
const ZActivityRegistrationParams = ZWaitingActivityParam.extend({ registrationId: zIdParam() });
const ZAccepted = z.object({ activityId: z.number().int(), registrationId: z.number().int() });

/** Waiting lists of sold-out rates: participants join and leave; admins manage the line. */
export async function waitingListRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const lists = createWaitingListService(waitingListDeps(deps));
  const admin = createWaitingListAdminService(waitingListDeps(deps));
  const activityLists = createActivityListService(waitingListDeps(deps));
  const tags = ['waiting-lists'];
  const participant = { guard: 'participant' } as const;
  const admins = { guard: 'admin' } as const;

  app.get(
    '/api/waiting-list/congress/:slug/mine',
    {
      config: participant,
      schema: { tags, params: ZWaitingCongressParam, response: { 200: ZMyWaitingEntries } },
    },
    async (request) => lists.mine(requireSession(request), request.params.slug),
  );
  app.post(
    '/api/waiting-list/rate/:rateId/join',
    { config: participant, schema: { tags, params: ZWaitingRateParam, response: { 201: ZMyWaitingEntry } } },
    async (request, reply) =>
      reply.code(201).send(await lists.joinRate(requireSession(request), request.params.rateId)),
  );
  app.delete(
    '/api/waiting-list/rate/:rateId',
    { config: participant, schema: { tags, params: ZWaitingRateParam, response: { 200: ZLeft } } },
    async (request) => {
      await lists.leaveRate(requireSession(request), request.params.rateId);
      return { rateId: request.params.rateId, left: true as const };
    },
  );
  app.get(
    '/api/waiting-list/offer/:token',
    { config: participant, schema: { tags, params: ZOfferTokenParam, response: { 200: ZWaitingOffer } } },
    async (request) => lists.offer(requireSession(request), request.params.token),
  );

  app.post(
    '/api/waiting-list/activity/:activityId/join',
    {
      config: participant,
      schema: {
        tags,
        params: ZWaitingActivityParam,
        body: ZJoinActivityRequest,
        response: { 201: ZMyWaitingEntry },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await activityLists.join(
            requireSession(request),
            request.params.activityId,
            request.body.registrationId,
          ),
        ),
  );
  app.delete(
    '/api/waiting-list/activity/:activityId/registration/:registrationId',
    {
      config: participant,
      schema: { tags, params: ZActivityRegistrationParams, response: { 200: ZLeftActivity } },
    },
    async (request) => {
      const { activityId, registrationId } = request.params;
      await activityLists.leave(requireSession(request), activityId, registrationId);
      return { activityId, registrationId, left: true as const };
    },
  );
  app.post(
    '/api/waiting-list/offer/:token/accept',
    { config: participant, schema: { tags, params: ZOfferTokenParam, response: { 200: ZAccepted } } },
    async (request) => activityLists.accept(requireSession(request), request.params.token),
  );
  app.get(
    '/api/waiting-list/admin/activity/:activityId',
    { config: admins, schema: { tags, params: ZWaitingActivityParam, response: { 200: ZAdminWaitingList } } },
    async (request) => admin.listActivity(requireSession(request), request.params.activityId),
  );

  app.get(
    '/api/waiting-list/admin/rate/:rateId',
    { config: admins, schema: { tags, params: ZWaitingRateParam, response: { 200: ZAdminWaitingList } } },
    async (request) => admin.listRate(requireSession(request), request.params.rateId),
  );
  app.post(
    '/api/waiting-list/admin/entry/:entryId/move',
    {
      config: admins,
      schema: {
        tags,
        params: ZWaitingEntryParam,
        body: ZMoveEntryRequest,
        response: { 200: ZAdminWaitingList },
      },
    },
    async (request) => admin.move(requireSession(request), request.params.entryId, request.body.direction),
  );
  app.delete(
    '/api/waiting-list/admin/entry/:entryId',
    { config: admins, schema: { tags, params: ZWaitingEntryParam, response: { 200: ZAdminWaitingList } } },
    async (request) => admin.remove(requireSession(request), request.params.entryId),
  );
  app.post(
    '/api/waiting-list/admin/entry/:entryId/offer',
    { config: admins, schema: { tags, params: ZWaitingEntryParam, response: { 200: ZOfferByHandResult } } },
    async (request) => admin.offerByHand(requireSession(request), request.params.entryId),
  );
}

import {
  acceptActivityOffer,
  getActivityWaitingList,
  getMyWaitingEntries,
  getRateWaitingList,
  getWaitingOffer,
  joinActivityWaitingList,
  joinRateWaitingList,
  leaveActivityWaitingList,
  leaveRateWaitingList,
  moveWaitingEntry,
  offerByHand,
  removeWaitingEntry,
  resendRateOffer,
} from '@congress/domain/endpoints/waiting-lists';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../lib/endpoint-route.ts';
import { requireSession } from '../../plugins/auth.ts';

/** Waiting lists of sold-out rates: participants join and leave; admins manage the line. */
export async function waitingListRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { waitingLists: lists, waitingListAdmin: admin, activityWaitingLists: activityLists } = deps.services;

  route(app, getMyWaitingEntries, async (request) =>
    lists.mine(requireSession(request), request.params.slug),
  );

  route(app, joinRateWaitingList, async (request, reply) =>
    reply.code(201).send(await lists.joinRate(requireSession(request), request.params.rateId)),
  );

  route(app, leaveRateWaitingList, async (request) => {
    await lists.leaveRate(requireSession(request), request.params.rateId);
    return { rateId: request.params.rateId, left: true as const };
  });

  route(app, resendRateOffer, async (request) =>
    lists.resendOffer(requireSession(request), request.params.rateId),
  );

  route(app, getWaitingOffer, async (request) => lists.offer(requireSession(request), request.params.token));

  route(app, joinActivityWaitingList, async (request, reply) =>
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

  route(app, leaveActivityWaitingList, async (request) => {
    const { activityId, registrationId } = request.params;
    await activityLists.leave(requireSession(request), activityId, registrationId);
    return { activityId, registrationId, left: true as const };
  });

  route(app, acceptActivityOffer, async (request) =>
    activityLists.accept(requireSession(request), request.params.token),
  );

  route(app, getActivityWaitingList, async (request) =>
    admin.listActivity(requireSession(request), request.params.activityId),
  );

  route(app, getRateWaitingList, async (request) =>
    admin.listRate(requireSession(request), request.params.rateId),
  );

  route(app, moveWaitingEntry, async (request) =>
    admin.move(requireSession(request), request.params.entryId, request.body.direction),
  );

  route(app, removeWaitingEntry, async (request) =>
    admin.remove(requireSession(request), request.params.entryId),
  );

  route(app, offerByHand, async (request) =>
    admin.offerByHand(requireSession(request), request.params.entryId),
  );
}

import {
  cancelGroupPlace,
  chooseGroupTransfer,
  createGroup,
  createGroupCardPayment,
  downloadGroupProforma,
  getGroup,
  listGroups,
  nameGroupPlace,
} from '@congress/domain/endpoints/groups';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps.ts';
import { route } from '../../../lib/endpoint-route.ts';
import { requireSession } from '../../../plugins/auth.ts';

/** Group bookings (decisions 49): the payer's group, its names and its one payment. */
export async function groupRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { groups, groupNaming, groupCancel, payments } = deps.services;

  route(app, createGroup, async (request, reply) =>
    reply.status(201).send(await groups.create(requireSession(request), request.body)),
  );

  route(app, listGroups, async (request) => groups.list(requireSession(request), request.query.congressSlug));

  route(app, getGroup, async (request) => groups.get(requireSession(request), request.params.id));

  route(app, nameGroupPlace, async (request) =>
    groupNaming.name(
      requireSession(request),
      { groupId: request.params.id, participationId: request.params.participationId },
      request.body,
    ),
  );

  route(app, cancelGroupPlace, async (request) =>
    groupCancel.cancelPlace(requireSession(request), {
      groupId: request.params.id,
      participationId: request.params.participationId,
    }),
  );

  route(app, chooseGroupTransfer, async (request) =>
    payments.groupTransfer.choose(requireSession(request), request.params.id),
  );

  route(app, createGroupCardPayment, async (request) =>
    payments.groupCard.create(requireSession(request), request.params.id),
  );

  route(app, downloadGroupProforma, async (request, reply) => {
    const file = await payments.groupTransfer.proforma(requireSession(request), request.params.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(file.data);
  });
}

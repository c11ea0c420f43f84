import {
  checkInPerson,
  downloadBadges,
  downloadTicket,
  getCheckInPack,
  getTickets,
  listCheckInConflicts,
  lookupTicket,
  previewBadges,
  searchPeople,
  syncCheckIns,
} from '@congress/domain/endpoints/check-in';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../lib/endpoint-route.ts';
import { requireSession } from '../../plugins/auth.ts';

const sendPdf = (reply: FastifyReply, file: { pdf: Buffer; filename: string }) =>
  reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.pdf);

export async function checkInRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { tickets } = deps.services;
  const checkIn = deps.services.checkIn;
  const offline = deps.services.checkInOffline;

  route(app, lookupTicket, async (request) =>
    checkIn.lookup(requireSession(request), request.params.slug, request.body.token),
  );

  route(app, searchPeople, async (request) =>
    checkIn.search(requireSession(request), request.params.slug, request.query.q),
  );

  route(app, checkInPerson, async (request) =>
    checkIn.checkIn(requireSession(request), request.params.slug, request.params.registrationId),
  );

  route(app, getCheckInPack, async (request, reply) => {
    // Personal data for one device: never kept by a shared cache.
    reply.header('cache-control', 'private, no-store');
    return offline.pack(requireSession(request), request.params.slug);
  });

  route(app, syncCheckIns, async (request) =>
    offline.sync(requireSession(request), request.params.slug, request.body),
  );

  route(app, listCheckInConflicts, async (request) =>
    offline.conflicts(requireSession(request), request.params.slug),
  );

  route(app, previewBadges, async (request) =>
    tickets.badgesPreview(requireSession(request), request.body.congressSlug, request.body.selection),
  );

  route(app, downloadBadges, async (request, reply) => {
    const file = await tickets.badges(
      requireSession(request),
      request.body.congressSlug,
      request.body.selection,
    );
    return sendPdf(reply, file);
  });

  route(app, getTickets, async (request) =>
    tickets.tickets(requireSession(request), request.params.participationId),
  );

  route(app, downloadTicket, async (request, reply) =>
    sendPdf(reply, await tickets.download(requireSession(request), request.params.participationId)),
  );
}

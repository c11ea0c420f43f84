import {
  ZBadgesPreview,
  ZBadgesRequest,
  ZCheckInLookupRequest,
  ZCheckInRegistrationParams,
  ZCheckInResult,
  ZCheckInSearchQuery,
  ZCheckInSearchResult,
  ZCheckInSlugParam,
  ZParticipationTickets,
  ZTicketParams,
} from '@congress/domain/contracts/check-in';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireSession } from '../../plugins/auth.ts';

const tags = ['check-in'];
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
  const door = { guard: 'checkIn' } as const;

  app.post(
    '/api/check-in/congress/:slug/lookup',
    {
      config: door,
      schema: {
        tags,
        description: 'The person of a scanned ticket',
        params: ZCheckInSlugParam,
        body: ZCheckInLookupRequest,
        response: { 200: ZCheckInSearchResult },
      },
    },
    async (request) => checkIn.lookup(requireSession(request), request.params.slug, request.body.token),
  );
  app.get(
    '/api/check-in/congress/:slug/search',
    {
      config: door,
      schema: {
        tags,
        description: 'People of the congress by name, for the door',
        params: ZCheckInSlugParam,
        querystring: ZCheckInSearchQuery,
        response: { 200: ZCheckInSearchResult },
      },
    },
    async (request) => checkIn.search(requireSession(request), request.params.slug, request.query.q),
  );
  app.post(
    '/api/check-in/congress/:slug/registration/:registrationId',
    {
      config: door,
      schema: {
        tags,
        description: 'Checks a person in once; "already" with when and by whom after that',
        params: ZCheckInRegistrationParams,
        response: { 200: ZCheckInResult },
      },
    },
    async (request) =>
      checkIn.checkIn(requireSession(request), request.params.slug, request.params.registrationId),
  );
  app.post(
    '/api/check-in/badges/preview',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        description:
          'What the badges of the list selection would print: their count, and who gets none and why (cancelled)',
        body: ZBadgesRequest,
        response: { 200: ZBadgesPreview },
      },
    },
    async (request) =>
      tickets.badgesPreview(requireSession(request), request.body.congressSlug, request.body.selection),
  );
  app.post(
    '/api/check-in/badges',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        description: 'Name badges (PDF) of the list selection, in the congress layout and colour',
        body: ZBadgesRequest,
      },
    },
    async (request, reply) => {
      const file = await tickets.badges(
        requireSession(request),
        request.body.congressSlug,
        request.body.selection,
      );
      return sendPdf(reply, file);
    },
  );
  app.get(
    '/api/ticket/participation/:participationId',
    {
      config: { guard: 'signedIn' },
      schema: {
        tags,
        description: "The tickets (QR codes as SVG) of a participation's confirmed people: owner or admins",
        params: ZTicketParams,
        response: { 200: ZParticipationTickets },
      },
    },
    async (request) => tickets.tickets(requireSession(request), request.params.participationId),
  );
  app.get(
    '/api/ticket/participation/:participationId/pdf',
    {
      config: { guard: 'signedIn' },
      schema: { tags, description: 'The printable ticket PDF: owner or admins', params: ZTicketParams },
    },
    async (request, reply) =>
      sendPdf(reply, await tickets.download(requireSession(request), request.params.participationId)),
  );
}

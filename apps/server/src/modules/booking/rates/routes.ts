import { BOOKING_MESSAGES } from '@congress/domain/contracts/booking';
import { ZSlugParam } from '@congress/domain/contracts/congress';
import {
  type RateAvailabilityReason,
  ZRateAvailability,
  ZRateCount,
  ZRateHotelQuery,
  ZRateIdParam,
  ZRateList,
  ZRateParticipantParams,
  ZRatesForParticipant,
} from '@congress/domain/contracts/rates';
import type { Language } from '@congress/domain/i18n/languages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps.ts';
import { translatorFor } from '../../../i18n/translators.ts';
import { sendJson } from '../../../lib/send-json.ts';
import { requireSession } from '../../../plugins/auth.ts';
import { rateAdminRoutes } from './rate-admin-routes.ts';

/** The participant's side of rates: public lists and counts, and the pre-submit availability check. */
export async function rateRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rates = deps.services.rateList;
  const availability = deps.services.rateAvailability;
  const tags = ['rates'];
  const publicRoute = { guard: 'public' } as const;

  app.get(
    '/api/rate/congress/:slug',
    { config: publicRoute, schema: { tags, params: ZSlugParam, response: { 200: ZRateList } } },
    // Sent as JSON written once per snapshot (checked against ZRateList there), not per request.
    async (request, reply) => sendJson(reply, await rates.listJson(request.params.slug, request.language)),
  );

  app.get(
    '/api/rate/congress/:slug/participant/:participant',
    {
      config: publicRoute,
      schema: {
        tags,
        params: ZRateParticipantParams,
        querystring: ZRateHotelQuery,
        response: { 200: ZRatesForParticipant },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await rates.forParticipantJson(
          request.params.slug,
          request.params.participant,
          request.query.hotelId,
          request.language,
        ),
      ),
  );

  app.get(
    '/api/rate/:id/count',
    { config: publicRoute, schema: { tags, params: ZRateIdParam, response: { 200: ZRateCount } } },
    async (request) => rates.count(request.params.id),
  );

  app.get(
    '/api/rate/:id/availability',
    {
      config: { guard: 'participant' },
      schema: { tags, params: ZRateIdParam, response: { 200: ZRateAvailability } },
    },
    async (request) => {
      const answer = await availability.check(requireSession(request), request.params.id);
      return { ...answer, message: availabilityMessage(answer, request.language) };
    },
  );

  await rateAdminRoutes(fastify, deps);
}

/** The refusal in the reader's language: the section's own text names the section (spec 5). */
function availabilityMessage(
  answer: { reason: RateAvailabilityReason; message: string | null; sectionName: string | null },
  language: Language,
): string | null {
  const { text } = translatorFor(language);
  if (answer.reason === 'section')
    return text(BOOKING_MESSAGES.sectionOnly, { sectionName: answer.sectionName ?? '' });
  return answer.message === null ? null : text(answer.message);
}

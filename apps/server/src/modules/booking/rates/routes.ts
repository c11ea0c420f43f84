import { BOOKING_MESSAGES } from '@congress/domain/contracts/booking';
import type { RateAvailabilityReason } from '@congress/domain/contracts/rates';
import {
  checkRateAvailability,
  countRate,
  listCongressRates,
  listParticipantRates,
} from '@congress/domain/endpoints/rates';
import { getStayOptions } from '@congress/domain/endpoints/stays';
import type { Language } from '@congress/domain/i18n/languages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps.ts';
import { route } from '../../../lib/endpoint-route.ts';
import { translatorFor } from '../../../i18n/translators.ts';
import { sendSharedJson } from '../../../lib/send-json.ts';
import { requireSession } from '../../../plugins/auth.ts';
import { rateAdminRoutes } from './rate-admin-routes.ts';

/** The participant's side of rates: public lists and counts, and the pre-submit availability check. */
export async function rateRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rates = deps.services.rateList;
  const availability = deps.services.rateAvailability;

  // Sent as JSON written (and compressed) once per snapshot, checked against ZRateList there, not
  // per request.
  route(app, listCongressRates, async (request, reply) =>
    sendSharedJson(request, reply, await rates.listJson(request.params.slug, request.language)),
  );

  route(app, listParticipantRates, async (request, reply) =>
    sendSharedJson(
      request,
      reply,
      await rates.forParticipantJson(
        request.params.slug,
        request.params.participant,
        request.query.hotelId,
        request.language,
      ),
    ),
  );

  route(app, countRate, async (request) => rates.count(request.params.id));

  route(app, checkRateAvailability, async (request) => {
    const answer = await availability.check(requireSession(request), request.params.id);
    return { ...answer, message: availabilityMessage(answer, request.language) };
  });

  route(app, getStayOptions, async (request) =>
    deps.services.stayOptions.forRate(request.params.id, request.query.roomOption),
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

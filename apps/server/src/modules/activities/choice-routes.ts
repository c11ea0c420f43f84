import {
  getParticipationChoices,
  getRegistrationChoices,
  saveChoices,
} from '@congress/domain/endpoints/activities';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../lib/endpoint-route.ts';
import { requireSession } from '../../plugins/auth.ts';
import { localizeActivities } from './activity-dto.ts';
import type { TParticipationActivities } from '@congress/domain/contracts/activities';
import type { Language } from '@congress/domain/i18n/languages';

/** A participant's choices (owner-scoped; staff of the congress read, its admins save). */
export async function activityChoiceRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const choices = deps.services.activityChoices;

  route(app, getRegistrationChoices, async (request) =>
    localizeChoices(
      await choices.ofRegistration(requireSession(request), request.params.registrationId),
      request.language,
    ),
  );

  route(app, getParticipationChoices, async (request) =>
    localizeChoices(
      await choices.ofParticipation(requireSession(request), request.params.participationId),
      request.language,
    ),
  );

  route(app, saveChoices, async (request) => {
    const session = requireSession(request);
    await choices.save(session, request.params.registrationId, request.body.activityIds);
    return localizeChoices(
      await choices.ofRegistration(session, request.params.registrationId),
      request.language,
    );
  });
}

const localizeChoices = (answer: TParticipationActivities, language: Language): TParticipationActivities => ({
  ...answer,
  activities: localizeActivities(answer.activities, language),
});

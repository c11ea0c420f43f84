import {
  ZParticipationActivities,
  ZParticipationIdParam,
  ZRegistrationIdParam,
  ZSaveChoices,
} from '@congress/domain/contracts/activities';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireSession } from '../../plugins/auth.ts';
import { localizeActivities } from './activity-dto.ts';
import type { TParticipationActivities } from '@congress/domain/contracts/activities';
import type { Language } from '@congress/domain/i18n/languages';

const tags = ['activities'];

/** A participant's choices (owner-scoped; staff of the congress read, its admins save). */
export async function activityChoiceRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const choices = deps.services.activityChoices;

  app.get(
    '/api/activity/registration/:registrationId',
    {
      config: { guard: 'signedIn' },
      schema: {
        tags,
        description: "The registration's participation: its registrations, their choices and the activities",
        params: ZRegistrationIdParam,
        response: { 200: ZParticipationActivities },
      },
    },
    async (request) =>
      localizeChoices(
        await choices.ofRegistration(requireSession(request), request.params.registrationId),
        request.language,
      ),
  );

  app.get(
    '/api/activity/participation/:participationId',
    {
      config: { guard: 'signedIn' },
      schema: {
        tags,
        description: 'The activity choices of every registration of a participation',
        params: ZParticipationIdParam,
        response: { 200: ZParticipationActivities },
      },
    },
    async (request) =>
      localizeChoices(
        await choices.ofParticipation(requireSession(request), request.params.participationId),
        request.language,
      ),
  );

  app.put(
    '/api/activity/registration/:registrationId/choices',
    {
      config: { guard: 'signedIn' },
      schema: {
        tags,
        description: "Replaces a registration's activity choices (the User Activities SAVE)",
        params: ZRegistrationIdParam,
        body: ZSaveChoices,
        response: { 200: ZParticipationActivities },
      },
    },
    async (request) => {
      const session = requireSession(request);
      await choices.save(session, request.params.registrationId, request.body.activityIds);
      return localizeChoices(
        await choices.ofRegistration(session, request.params.registrationId),
        request.language,
      );
    },
  );
}

const localizeChoices = (answer: TParticipationActivities, language: Language): TParticipationActivities => ({
  ...answer,
  activities: localizeActivities(answer.activities, language),
});

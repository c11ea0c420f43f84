import {
  ZCreateAccountRequest,
  ZMessageResponse,
  ZResetPasswordRequest,
  ZResetPasswordWithToken,
  ZSessionResponse,
  ZTokenParam,
} from '@congress/domain/contracts/auth';
import { MESSAGES } from '@congress/domain/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import { askedLanguage } from '../../plugins/language.ts';
import type { AccountService } from './account.service.ts';
import { setSessionCookies } from './cookies.ts';

/** Account creation and password reset: the routes a person uses before having a session. */
export function registerAccountRoutes(fastify: FastifyInstance, accounts: AccountService, config: AppConfig) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  app.post(
    '/api/user/register',
    {
      config: { guard: 'public' },
      schema: { tags, body: ZCreateAccountRequest, response: { 201: ZSessionResponse } },
    },
    async (request, reply) => {
      const signedIn = await accounts.register(request.body, request.ip, askedLanguage(request));
      setSessionCookies(reply, config, signedIn.tokens);
      return reply.code(201).send(signedIn.response);
    },
  );

  app.post(
    '/api/reset-password',
    {
      config: { guard: 'public' },
      schema: { tags, body: ZResetPasswordRequest, response: { 200: ZMessageResponse } },
    },
    async (request) => {
      await accounts.requestReset(request.body, request.ip);
      return { message: MESSAGES.emailSent };
    },
  );

  app.post(
    '/api/reset-password/token/:token',
    {
      config: { guard: 'public' },
      schema: {
        tags,
        params: ZTokenParam,
        body: ZResetPasswordWithToken,
        response: { 200: ZMessageResponse },
      },
    },
    async (request) => {
      await accounts.resetWithToken(request.params.token, request.body.password);
      return { message: MESSAGES.passwordChanged };
    },
  );
}

import { createAccount, requestPasswordReset, resetPasswordWithToken } from '@congress/domain/endpoints/auth';
import { MESSAGES } from '@congress/domain/messages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import { route } from '../../lib/endpoint-route.ts';
import { askedLanguage } from '../../plugins/language.ts';
import type { AccountService } from './account.service.ts';
import { setSessionCookies } from './cookies.ts';
import { DEVICE_COOKIE } from './sign-in-device.ts';

/** Account creation and password reset: the routes a person uses before having a session. */
export function registerAccountRoutes(fastify: FastifyInstance, accounts: AccountService, config: AppConfig) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  route(app, createAccount, async (request, reply) => {
    const signedIn = await accounts.register(request.body, request.ip, askedLanguage(request));
    setSessionCookies(reply, config, signedIn.tokens);
    return reply.code(201).send(signedIn.response);
  });

  route(app, requestPasswordReset, async (request) => {
    await accounts.requestReset(request.body, {
      address: request.ip,
      deviceCookie: request.cookies[DEVICE_COOKIE],
    });
    return { message: MESSAGES.emailSent };
  });

  route(app, resetPasswordWithToken, async (request) => {
    await accounts.resetWithToken(request.params.token, request.body.password);
    return { message: MESSAGES.passwordChanged };
  });
}

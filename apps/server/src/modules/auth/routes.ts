import {
  ZAccountLanguage,
  ZCurrentSessionResponse,
  ZLoginRequest,
  ZMemberUser,
  ZMessageResponse,
  ZRefreshResponse,
  ZSessionResponse,
} from '@congress/domain/contracts/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE, requireSession } from '../../plugins/auth.ts';
import { askedLanguage } from '../../plugins/language.ts';
import { registerAccountRoutes } from './account-routes.ts';
import { saveAccountLanguage } from './profile.repository.ts';
import { clearSessionCookies, setSessionCookies } from './cookies.ts';

export const SIGNED_OUT_MESSAGE = 'You have been signed out.';

export async function authRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = deps;
  const { sessions, login: auth, afterAnswer, accounts } = deps.services;
  const tags = ['auth'];

  for (const [url, kind] of [
    ['/api/login_check', 'user'],
    ['/api/login_member_check', 'member'],
  ] as const) {
    app.post(
      url,
      {
        config: { guard: 'public' },
        schema: { tags, body: ZLoginRequest, response: { 200: ZSessionResponse } },
      },
      async (request, reply) => {
        const signedIn = await auth.login(kind, request.body, request.ip, askedLanguage(request));
        setSessionCookies(reply, config, signedIn.tokens);
        return signedIn.response;
      },
    );
  }

  app.post(
    '/api/token/refresh',
    { config: { guard: 'public' }, schema: { tags, response: { 200: ZRefreshResponse } } },
    async (request, reply) => {
      const session = await sessions.refresh(request.cookies[REFRESH_COOKIE]).catch((error: unknown) => {
        clearSessionCookies(reply, config);
        throw error;
      });
      setSessionCookies(reply, config, session);
      return { accessExpiresAt: session.accessExpiresAt.toISOString() };
    },
  );

  app.post(
    '/api/token/invalidate',
    { config: { guard: 'public' }, schema: { tags, response: { 200: ZMessageResponse } } },
    async (request, reply) => {
      await sessions.invalidate(request.cookies[REFRESH_COOKIE]);
      clearSessionCookies(reply, config);
      return { message: SIGNED_OUT_MESSAGE };
    },
  );

  app.get(
    '/api/user/',
    { config: { guard: 'public' }, schema: { tags, response: { 200: ZCurrentSessionResponse } } },
    async (request) => {
      // Nobody signed in is an answer, not an error: a signed-out page load logs nothing. A cookie
      // that no longer holds a session still answers 401, so the client refreshes or signs out.
      if (!request.session && !request.cookies[ACCESS_COOKIE]) return { user: null, accessExpiresAt: null };
      return auth.currentSession(requireSession(request), request.cookies[ACCESS_COOKIE]);
    },
  );

  app.put(
    '/api/user/language',
    {
      // Door staff too: the language is the account's own setting, not something of the congress.
      config: { guard: 'account' },
      schema: { tags, body: ZAccountLanguage, response: { 200: ZAccountLanguage } },
    },
    async (request) => {
      const session = requireSession(request);
      await saveAccountLanguage(deps.db, session.kind, session.id, request.body.language);
      return { language: request.body.language };
    },
  );

  app.get(
    '/api/memberUser',
    { config: { guard: 'participant' }, schema: { tags, response: { 200: ZMemberUser } } },
    async (request) => auth.memberUser(requireSession(request)),
  );

  fastify.addHook('onClose', () => afterAnswer.idle());
  registerAccountRoutes(app, accounts, config);
}

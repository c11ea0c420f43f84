import {
  getCurrentSession,
  getMemberUser,
  invalidateToken,
  refreshToken,
  saveAccountLanguage as saveLanguageEndpoint,
  signInMember,
  signInUser,
} from '@congress/domain/endpoints/auth';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../lib/endpoint-route.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE, requireSession } from '../../plugins/auth.ts';
import { askedLanguage } from '../../plugins/language.ts';
import { registerAccountRoutes } from './account-routes.ts';
import { registerVerificationRoutes } from './verification-routes.ts';
import { saveAccountLanguage } from './profile.repository.ts';
import { clearSessionCookies, setDeviceCookie, setSessionCookies } from './cookies.ts';
import { DEVICE_COOKIE } from './sign-in-device.ts';

export const SIGNED_OUT_MESSAGE = 'You have been signed out.';

export async function authRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = deps;
  const { sessions, login: auth, afterAnswer, accounts } = deps.services;

  for (const [endpoint, kind] of [
    [signInUser, 'user'],
    [signInMember, 'member'],
  ] as const) {
    route(app, endpoint, async (request, reply) => {
      const origin = { address: request.ip, deviceCookie: request.cookies[DEVICE_COOKIE] };
      const signedIn = await auth.login(kind, request.body, origin, askedLanguage(request));
      setSessionCookies(reply, config, signedIn.tokens);
      setDeviceCookie(reply, config, signedIn.deviceCookie);
      return signedIn.response;
    });
  }

  route(app, refreshToken, async (request, reply) => {
    const session = await sessions.refresh(request.cookies[REFRESH_COOKIE]).catch((error: unknown) => {
      clearSessionCookies(reply, config);
      throw error;
    });
    setSessionCookies(reply, config, session);
    return { accessExpiresAt: session.accessExpiresAt.toISOString() };
  });

  route(app, invalidateToken, async (request, reply) => {
    await sessions.invalidate(request.cookies[REFRESH_COOKIE]);
    clearSessionCookies(reply, config);
    return { message: SIGNED_OUT_MESSAGE };
  });

  route(app, getCurrentSession, async (request) => {
    // Nobody signed in is an answer, not an error: a signed-out page load logs nothing. A cookie
    // that no longer holds a session still answers 401, so the client refreshes or signs out.
    if (!request.session && !request.cookies[ACCESS_COOKIE]) return { user: null, accessExpiresAt: null };
    return auth.currentSession(requireSession(request), request.cookies[ACCESS_COOKIE]);
  });

  route(app, saveLanguageEndpoint, async (request) => {
    const session = requireSession(request);
    await saveAccountLanguage(deps.db, session.kind, session.id, request.body.language);
    return { language: request.body.language };
  });

  route(app, getMemberUser, async (request) => auth.memberUser(requireSession(request)));

  fastify.addHook('onClose', () => afterAnswer.idle());
  registerAccountRoutes(app, accounts, config);
  registerVerificationRoutes(app, deps.services.emailVerification);
}

import { hasRoleIn, isCheckInOnly } from '@congress/domain/enums';
import type { Guard } from '@congress/domain/endpoints/define';
import { MESSAGES } from '@congress/domain/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.ts';
import type { AccessTokenSigner } from '../lib/tokens.ts';
import type { SessionSubject } from '../lib/session-subject.ts';

/**
 * Every route names its guard (architecture): public, any signed-in subject, or a role group;
 * `account`: any signed-in account, door staff included (their own settings, such as the language).
 * Declared with each endpoint in `packages/domain/src/endpoints`.
 */
export type { Guard };

declare module 'fastify' {
  interface FastifyContextConfig {
    guard?: Guard;
    csrf?: boolean;
    multipart?: boolean;
  }
  interface FastifyRequest {
    session: SessionSubject | null;
  }
}

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';

export type AuthOptions = {
  signer: AccessTokenSigner;
  /**
   * The subject as stored now, while the session (refresh-token family) `sessionId` is not revoked
   * (the auth module's lookup): a disabled account, a sign-out or a revoked family ends it at once.
   */
  findSubject: (
    kind: SessionSubject['kind'],
    id: number,
    sessionId: string,
  ) => Promise<SessionSubject | null>;
};

async function resolveSession(
  request: FastifyRequest,
  { signer, findSubject }: AuthOptions,
): Promise<SessionSubject | null> {
  const token = request.cookies[ACCESS_COOKIE];
  if (!token) return null;
  const claims = await signer.verify(token);
  if (!claims) return null;
  // One indexed lookup per request: a disabled user, a bumped session version or a revoked session
  // (sign-out, a stolen refresh token replayed) ends the access token at once.
  const subject = await findSubject(claims.kind, Number(claims.sub), claims.sid);
  if (!subject?.isActivated || subject.sessionVersion !== claims.sv) return null;
  return subject;
}

export function registerAuth(app: FastifyInstance, options: AuthOptions) {
  app.decorateRequest('session', null);
  app.addHook('onRoute', (route) => {
    const guard = (route.config as { guard?: Guard } | undefined)?.guard;
    if (route.url.startsWith('/api') && guard === undefined) {
      throw new Error(`Route ${route.method} ${route.url} does not name its guard`);
    }
  });
  // On request, before the body is read: a caller the guard refuses gets 401/403 whatever it sent
  // (malformed, oversized, `null`), learns nothing of the route's schemas, and costs no parsing.
  // A callback hook whose public, cookie-less case (the rate lists everyone reads at the opening) is
  // settled at once, without the promise an async hook costs.
  app.addHook('onRequest', (request, _reply, done) => {
    const guard = request.routeOptions.config?.guard;
    if ((guard === undefined || guard === 'public') && !request.cookies[ACCESS_COOKIE]) return done();
    guardRequest(request, guard, options).then(() => done(), done);
  });
}

async function guardRequest(request: FastifyRequest, guard: Guard | undefined, options: AuthOptions) {
  if (guard === undefined || guard === 'public') {
    request.session = await resolveSession(request, options);
    return;
  }
  const session = await resolveSession(request, options);
  if (!session) throw new AppError('UNAUTHENTICATED', MESSAGES.sessionExpired);
  request.session = session;
  if (guard === 'account') return;
  // A check-in account reaches the check-in routes only, not even what any signed-in user may do.
  if (guard === 'signedIn' ? isCheckInOnly(session.roles) : !hasRoleIn(session.roles, guard)) {
    throw new AppError('FORBIDDEN', MESSAGES.accessDenied);
  }
}

export function requireSession(request: FastifyRequest): SessionSubject {
  if (!request.session) throw new AppError('UNAUTHENTICATED', MESSAGES.sessionExpired);
  return request.session;
}

/** Staff roles reach the congresses they are granted; super admins reach all (decisions 1). */
export function canStaffCongress(session: SessionSubject, congressId: number): boolean {
  if (session.roles.includes('ROLE_SUPER_ADMIN')) return true;
  return hasRoleIn(session.roles, 'staff') && session.congressIds.includes(congressId);
}

export function assertStaffCongress(session: SessionSubject, congressId: number) {
  if (!canStaffCongress(session, congressId)) throw new AppError('FORBIDDEN', MESSAGES.accessDenied);
}

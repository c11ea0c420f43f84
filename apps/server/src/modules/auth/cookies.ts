import type { FastifyReply } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { ACCESS_TOKEN_SECONDS } from '../../lib/tokens.ts';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../plugins/auth.ts';
import { REFRESH_TOKEN_SECONDS } from './refresh-token.repository.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_SECONDS } from './sign-in-device.ts';

export type IssuedTokens = { accessToken: string; refreshToken: string };

/** The refresh cookie only travels to the token routes, so ordinary calls never carry it. */
const REFRESH_PATH = '/api/token';

const base = (config: AppConfig) =>
  ({ httpOnly: true, sameSite: 'lax', secure: config.publicUrl.startsWith('https:') }) as const;

export function setSessionCookies(reply: FastifyReply, config: AppConfig, tokens: IssuedTokens) {
  reply.setCookie(ACCESS_COOKIE, tokens.accessToken, {
    ...base(config),
    path: '/',
    maxAge: ACCESS_TOKEN_SECONDS,
  });
  reply.setCookie(REFRESH_COOKIE, tokens.refreshToken, {
    ...base(config),
    path: REFRESH_PATH,
    maxAge: REFRESH_TOKEN_SECONDS,
  });
}

export function clearSessionCookies(reply: FastifyReply, config: AppConfig) {
  reply.clearCookie(ACCESS_COOKIE, { ...base(config), path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { ...base(config), path: REFRESH_PATH });
}

/**
 * The sign-in device cookie (sign-in-device.ts) travels only to the routes whose limits read it, and
 * survives signing out: it names no session, only that this browser knew the password once.
 */
export const DEVICE_COOKIE_PATH = '/api';

export function setDeviceCookie(reply: FastifyReply, config: AppConfig, value: string) {
  reply.setCookie(DEVICE_COOKIE, value, {
    ...base(config),
    sameSite: 'strict',
    path: DEVICE_COOKIE_PATH,
    maxAge: DEVICE_COOKIE_SECONDS,
  });
}

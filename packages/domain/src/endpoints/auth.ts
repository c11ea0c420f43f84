import {
  ZAccountLanguage,
  ZCreateAccountRequest,
  ZCurrentSessionResponse,
  ZLoginRequest,
  ZMemberUser,
  ZMessageResponse,
  ZRefreshResponse,
  ZResetPasswordRequest,
  ZResetPasswordWithToken,
  ZSessionResponse,
  ZTokenParam,
} from '../contracts/auth.ts';
import { defineEndpoint } from './define.ts';

const tags = ['auth'];

/** Users sign in here; a 401 tries the member book (spec 7). */
export const signInUser = defineEndpoint({
  method: 'POST',
  path: '/api/login_check',
  guard: 'public',
  tags,
  body: ZLoginRequest,
  responses: { 200: ZSessionResponse },
});

export const signInMember = defineEndpoint({
  method: 'POST',
  path: '/api/login_member_check',
  guard: 'public',
  tags,
  body: ZLoginRequest,
  responses: { 200: ZSessionResponse },
});

export const refreshToken = defineEndpoint({
  method: 'POST',
  path: '/api/token/refresh',
  guard: 'public',
  tags,
  responses: { 200: ZRefreshResponse },
});

export const invalidateToken = defineEndpoint({
  method: 'POST',
  path: '/api/token/invalidate',
  guard: 'public',
  tags,
  responses: { 200: ZMessageResponse },
});

/** Nobody signed in is an answer (`user: null`), not an error. */
export const getCurrentSession = defineEndpoint({
  method: 'GET',
  path: '/api/user/',
  guard: 'public',
  tags,
  responses: { 200: ZCurrentSessionResponse },
});

/** Door staff too: the language is the account's own setting, not something of the congress. */
export const saveAccountLanguage = defineEndpoint({
  method: 'PUT',
  path: '/api/user/language',
  guard: 'account',
  tags,
  body: ZAccountLanguage,
  responses: { 200: ZAccountLanguage },
});

export const getMemberUser = defineEndpoint({
  method: 'GET',
  path: '/api/memberUser',
  guard: 'participant',
  tags,
  responses: { 200: ZMemberUser },
});

export const createAccount = defineEndpoint({
  method: 'POST',
  path: '/api/user/register',
  guard: 'public',
  tags,
  body: ZCreateAccountRequest,
  responses: { 201: ZSessionResponse },
});

/** The answer never says whether the address exists (decisions 6). */
export const requestPasswordReset = defineEndpoint({
  method: 'POST',
  path: '/api/reset-password',
  guard: 'public',
  tags,
  body: ZResetPasswordRequest,
  responses: { 200: ZMessageResponse },
});

export const resetPasswordWithToken = defineEndpoint({
  method: 'POST',
  path: '/api/reset-password/token/:token',
  guard: 'public',
  tags,
  params: ZTokenParam,
  body: ZResetPasswordWithToken,
  responses: { 200: ZMessageResponse },
});

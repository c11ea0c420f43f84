import { ZConfirmEmailRequest, ZConfirmEmailResponse } from '../contracts/email-verification.ts';
import { ZMessageResponse } from '../contracts/auth.ts';
import { defineEndpoint } from './define.ts';

const tags = ['auth'];

/** The link of the confirmation e-mail (decisions 50): public, the signed token is the proof. */
export const confirmEmail = defineEndpoint({
  method: 'POST',
  path: '/api/user/verify-email',
  guard: 'public',
  tags,
  body: ZConfirmEmailRequest,
  responses: { 200: ZConfirmEmailResponse },
});

/** Sends the signed-in account a new confirmation link (rate limited per account). */
export const resendEmailConfirmation = defineEndpoint({
  method: 'POST',
  path: '/api/user/verify-email/resend',
  guard: 'signedIn',
  tags,
  responses: { 200: ZMessageResponse },
});

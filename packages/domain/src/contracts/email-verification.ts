import { z } from 'zod';
import { defineTexts } from '../i18n/texts.ts';

/**
 * A new account proves its e-mail address through a link before it books (decisions 50). The
 * token is `<user id>.<expiry>.<MAC>` (base 36, base64url), signed by the server.
 */
export const ZEmailVerificationToken = z
  .string()
  .trim()
  .regex(/^[0-9a-z]{1,7}\.[0-9a-z]{1,9}\.[A-Za-z0-9_-]{22}$/);

export const ZConfirmEmailRequest = z.object({ token: z.string().trim().min(1).max(200) });

export const ZConfirmEmailResponse = z.object({ email: z.string(), message: z.string() });
export type TConfirmEmailResponse = z.infer<typeof ZConfirmEmailResponse>;

/** The messages of the rule, said by the server and the web app alike. */
export const EMAIL_VERIFICATION_MESSAGES = defineTexts({
  notVerified: 'Please confirm your e-mail address first: we sent a link to {email}.',
  confirmed: 'Your e-mail address {email} is confirmed.',
  linkInvalid: 'This confirmation link is not valid or has expired. Ask for a new link.',
  linkSent: 'We sent a new confirmation link to {email}.',
  existsUnconfirmed:
    'An account with this e-mail already exists but its address is not confirmed yet. We sent a link to that address: open it to confirm the address and choose a password.',
});

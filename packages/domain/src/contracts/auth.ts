import { z } from 'zod';
import { ROLES } from '../enums.ts';
import { ZLanguage } from '../i18n/languages.ts';
import { MESSAGES } from '../messages.ts';
import { emailField, requiredText, strongPassword } from '../validation.ts';

export const ZLoginRequest = z.object({
  username: z
    .string({ error: MESSAGES.requiredText })
    .trim()
    .toLowerCase()
    .min(1, MESSAGES.requiredText)
    .max(254),
  password: z.string({ error: MESSAGES.requiredText }).min(1, MESSAGES.requiredText).max(200),
});
export type TLoginRequest = z.infer<typeof ZLoginRequest>;

export const ZCurrentUser = z.object({
  id: z.number().int(),
  kind: z.enum(['user', 'member']),
  email: z.string(),
  roles: z.array(z.enum(ROLES)),
  is_activated: z.boolean(),
  congressId: z.number().int().nullable(),
  congressIds: z.array(z.number().int()),
  firstName: z.string().nullable(),
  participants: z.array(z.object({ id: z.number().int() })),
  /** The language the account keeps; null until one is chosen. */
  language: ZLanguage.nullish(),
  /** False for an account that has not confirmed its e-mail address yet (decisions 50). */
  emailVerified: z.boolean().optional(),
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

/** PUT /api/user/language: the language of the signed-in account's app, e-mails and documents. */
export const ZAccountLanguage = z.object({ language: ZLanguage });

export const ZSessionResponse = z.object({
  user: ZCurrentUser,
  accessExpiresAt: z.string(),
});
export type TSessionResponse = z.infer<typeof ZSessionResponse>;

/** GET /api/user/: the session, or no user when nobody is signed in (a 200, so no console error). */
export const ZCurrentSessionResponse = z.object({
  user: ZCurrentUser.nullable(),
  accessExpiresAt: z.string().nullable(),
});

export const ZRefreshResponse = z.object({ accessExpiresAt: z.string() });

export const ZMemberUser = z.object({
  id: z.number().int(),
  firstname: z.string(),
  name: z.string(),
  email: z.string(),
  numMember: z.string(),
  section: z
    .object({
      id: z.number().int(),
      name: z.string(),
      addressCountry: z.string().nullable(),
      numero: z.string().nullable(),
    })
    .nullable(),
  hotel: z.object({ name: z.string() }).nullable(),
});
export type TMemberUser = z.infer<typeof ZMemberUser>;

export const ZCreateAccountRequest = z.object({
  email: emailField(),
  password: strongPassword(),
  congressSlug: requiredText(),
});
export type TCreateAccountRequest = z.infer<typeof ZCreateAccountRequest>;

export const ZResetPasswordRequest = z.object({
  baseUrl: z.string().max(500).optional(),
  email: emailField(),
  congressSlug: z.string().max(100).optional(),
});
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequest>;

export const ZResetPasswordWithToken = z.object({ password: strongPassword() });
/** A reset link's token; a malformed one is told the same as an expired one. */
export const ZResetToken = z
  .string()
  .min(16, MESSAGES.resetTokenInvalid)
  .max(200, MESSAGES.resetTokenInvalid)
  .regex(/^[A-Za-z0-9_-]+$/, MESSAGES.resetTokenInvalid);
export const ZTokenParam = z.object({ token: ZResetToken });

export const ZMessageResponse = z.object({ message: z.string() });
export type TMessageResponse = z.infer<typeof ZMessageResponse>;

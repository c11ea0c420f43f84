import { ZResetPasswordWithToken } from '@congress/domain/contracts/auth';
import { MESSAGES } from '@congress/domain/messages';
import { z } from 'zod';

/** The reset form: the server's strength rule, and a confirmation that must match it. */
export const ZResetPasswordForm = ZResetPasswordWithToken.extend({
  confirmPassword: z.string(),
}).refine((values) => values.confirmPassword === values.password, {
  message: MESSAGES.passwordsNotIdentical,
  path: ['confirmPassword'],
});

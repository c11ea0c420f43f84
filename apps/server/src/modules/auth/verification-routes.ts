import { EMAIL_VERIFICATION_MESSAGES as TEXTS } from '@congress/domain/contracts/email-verification';
import { confirmEmail, resendEmailConfirmation } from '@congress/domain/endpoints/email-verification';
import { translatorFor } from '../../i18n/translators.ts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { route } from '../../lib/endpoint-route.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { EmailVerificationService } from './email-verification.service.ts';

/** The confirmation link opened, and "send the link again" (decisions 50). */
export function registerVerificationRoutes(fastify: FastifyInstance, verification: EmailVerificationService) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  route(app, confirmEmail, async (request) => {
    const { email } = await verification.confirm(request.body.token);
    return { email, message: translatorFor(request.language).text(TEXTS.confirmed, { email }) };
  });

  route(app, resendEmailConfirmation, async (request) => {
    const { email, isSent } = await verification.resend(requireSession(request));
    const text = isSent ? TEXTS.linkSent : TEXTS.confirmed;
    return { message: translatorFor(request.language).text(text, { email }) };
  });
}

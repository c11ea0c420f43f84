import { EMAIL_VERIFICATION_MESSAGES } from '@congress/domain/contracts/email-verification';
import { AppError } from '../../../lib/app-error.ts';
import type { SessionSubject } from '../../../lib/session-subject.ts';
import type { AuthService } from '../../auth/auth.service.ts';

/**
 * Decisions 50: "a new account confirms its e-mail address through a link before it can book".
 * Booking a place is what the rule names: the submit (a waiting-list offer is booked through it too);
 * what needs a booking first (activities, payments) follows from it.
 */
export async function refuseUnverified(
  auth: Pick<AuthService, 'isEmailVerified'>,
  session: SessionSubject,
): Promise<void> {
  // The request's session lookup read it already; a subject made elsewhere is looked up.
  if (session.isEmailVerified ?? (await auth.isEmailVerified(session))) return;
  throw new AppError('EMAIL_NOT_VERIFIED', EMAIL_VERIFICATION_MESSAGES.notVerified, {
    values: { email: session.email },
  });
}

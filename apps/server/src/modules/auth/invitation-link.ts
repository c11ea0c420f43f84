import type { Executor } from '../../db/database.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { insertPasswordToken } from './account.repository.ts';
import { resetPasswordLink } from './reset-email.ts';
import type { SubjectKind } from './credentials.repository.ts';

/** Invitation links live 7 days (decisions 7). */
export const INVITATION_TOKEN_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Stores a fresh invitation token for a member of the book or an account made by staff, in the
 * caller's transaction, and returns the link: the reset password form consumes it to set a first password.
 */
export async function createInvitationLink(
  tx: Executor,
  subject: { kind: SubjectKind; id: number },
  options: { publicUrl: string; congressSlug: string; now: Date },
): Promise<{ link: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = new Date(options.now.getTime() + INVITATION_TOKEN_MS);
  await insertPasswordToken(tx, {
    tokenHash: hashToken(token),
    purpose: 'invitation',
    subjectKind: subject.kind,
    subjectId: subject.id,
    expiresAt,
  });
  return { link: resetPasswordLink(options.publicUrl, options.congressSlug, token), expiresAt };
}

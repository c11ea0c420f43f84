import { MESSAGES } from '@congress/domain/messages';
import { emailField, strongPassword } from '@congress/domain/validation';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { AppError } from '../lib/app-error.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { insertSuperAdmin } from '../modules/users/users.service.ts';

const ZSuperAdminInput = z.object({ email: emailField(), password: strongPassword() });

/**
 * The first super admin of a production deployment (decisions 27): the same e-mail and password
 * rules as the screens, and never a second account on an e-mail in use.
 */
export async function createSuperAdmin(
  db: Database,
  input: { email: string; password: string },
): Promise<{ id: number; email: string }> {
  const parsed = ZSuperAdminInput.safeParse(input);
  if (!parsed.success) {
    const fields = Object.fromEntries(
      parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    throw new AppError('VALIDATION', parsed.error.issues[0]?.message ?? MESSAGES.genericError, { fields });
  }
  const passwordHash = await hashPassword(parsed.data.password);
  const created = await insertSuperAdmin(db, { email: parsed.data.email, passwordHash });
  if (!created) throw new AppError('ACCOUNT_EXISTS', MESSAGES.accountExists);
  return created;
}

import type { Executor } from '../db/database.ts';
import { users } from '../db/schema/index.ts';

/** Inserts the user unless the e-mail is taken (one statement, so two runs cannot both insert). */
export async function insertSuperAdmin(
  db: Executor,
  values: { email: string; passwordHash: string },
): Promise<{ id: number; email: string } | null> {
  const [row] = await db
    .insert(users)
    .values({ ...values, roles: ['ROLE_SUPER_ADMIN'], isActivated: true, congressId: null })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email });
  return row ?? null;
}

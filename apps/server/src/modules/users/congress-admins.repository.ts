import { and, arrayContains, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { userCongresses, users } from '../../db/schema/index.ts';

export type AdminRecipient = { email: string; language: 'en' | 'fr' | 'pt' | null };

/**
 * The enabled admins granted a congress, for the notices it sends its organisers (release dates of
 * hotel blocks). Super admins reach every congress and are not its organisers: they are left out.
 */
export function listCongressAdmins(executor: Executor, congressId: number): Promise<AdminRecipient[]> {
  return executor
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(
      and(
        eq(users.isActivated, true),
        arrayContains(users.roles, ['ROLE_ADMIN']),
        sql`exists (select 1 from ${userCongresses} where ${userCongresses.userId} = ${users.id} and ${userCongresses.congressId} = ${congressId})`,
      ),
    )
    .orderBy(asc(users.email));
}

import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  congresses,
  memberUsers,
  participants,
  sections,
  userCongresses,
  users,
} from '../../db/schema/index.ts';
import type { TestClient } from '../../../test/test-app.ts';
import { hashPassword } from './password.ts';

/** Test accounts of our own, so these tests do not depend on the demo seed. */
export const TEST_PASSWORD = 'Test!2345';
let passwordHash: Promise<string> | undefined;
const testHash = () => {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  return passwordHash;
};

export const uniqueEmail = (prefix = 'auth') => `${prefix}-${randomBytes(5).toString('hex')}@auth.test`;

export async function congressIdOf(db: Database, slug = 'demo'): Promise<number> {
  const [row] = await db.select({ id: congresses.id }).from(congresses).where(eq(congresses.slug, slug));
  if (!row) throw new Error(`congress ${slug} is not seeded`);
  return row.id;
}

export type UserFixture = { id: number; email: string; password: string };

export async function createUser(
  db: Database,
  options: { roles?: string[]; isActivated?: boolean; congressSlug?: string; grants?: string[] } = {},
): Promise<UserFixture> {
  const email = uniqueEmail('user');
  const congressId = options.congressSlug ? await congressIdOf(db, options.congressSlug) : null;
  const [row] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await testHash(),
      roles: options.roles ?? ['ROLE_USER'],
      isActivated: options.isActivated ?? true,
      congressId,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user not created');
  for (const slug of options.grants ?? []) {
    await db.insert(userCongresses).values({ userId: row.id, congressId: await congressIdOf(db, slug) });
  }
  return { id: row.id, email, password: TEST_PASSWORD };
}

export async function createMember(
  db: Database,
  options: { hasPassword?: boolean; isActivated?: boolean; section?: string; workingHotel?: string } = {},
): Promise<UserFixture & { numMember: string }> {
  const email = uniqueEmail('member');
  let sectionId: number | null = null;
  if (options.section) {
    const [section] = await db
      .insert(sections)
      .values({ name: options.section, addressCountry: 'Portugal', numero: '7' })
      .returning({ id: sections.id });
    sectionId = section?.id ?? null;
  }
  const numMember = `T-${randomBytes(4).toString('hex')}`;
  const [row] = await db
    .insert(memberUsers)
    .values({
      firstname: 'Marta',
      name: 'Sousa',
      email,
      numMember,
      sectionId,
      workingHotel: options.workingHotel ?? null,
      passwordHash: options.hasPassword === false ? null : await testHash(),
      isActivated: options.isActivated ?? true,
    })
    .returning({ id: memberUsers.id });
  if (!row) throw new Error('member not created');
  return { id: row.id, email, password: TEST_PASSWORD, numMember };
}

export async function createParticipant(
  db: Database,
  owner: { userId?: number; memberUserId?: number },
  firstName: string,
  isAccompanying = false,
): Promise<number> {
  const [row] = await db
    .insert(participants)
    .values({ congressId: await congressIdOf(db), ...owner, firstName, lastName: 'Test', isAccompanying })
    .returning({ id: participants.id });
  if (!row) throw new Error('participant not created');
  return row.id;
}

export function signIn(
  client: TestClient,
  account: { email: string; password: string },
  kind: 'user' | 'member',
) {
  const url = kind === 'member' ? '/api/login_member_check' : '/api/login_check';
  return client.post(url, { username: account.email, password: account.password });
}

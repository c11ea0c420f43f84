import { ZSessionResponse } from '@congress/domain/contracts/auth';
import { verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestContext, type TestContext } from '../../test/test-app.ts';
import { users } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';
import { createSuperAdmin } from './create-super-admin.ts';

describe('createSuperAdmin (npm run admin:create)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('creates an activated super admin with an argon2id hash, e-mail normalised', async () => {
    const created = await createSuperAdmin(t.database.db, {
      email: ' Chief@Example.ORG ',
      password: 'Str0ng!pass',
    });
    expect(created.email).toBe('chief@example.org');
    const [row] = await t.database.db.select().from(users).where(eq(users.id, created.id));
    expect(row).toMatchObject({ roles: ['ROLE_SUPER_ADMIN'], isActivated: true, congressId: null });
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(await verify(row?.passwordHash ?? '', 'Str0ng!pass')).toBe(true);
  });

  it('gives an account that signs in as a super admin', async () => {
    await createSuperAdmin(t.database.db, { email: 'boss@example.org', password: 'Str0ng!pass' });
    const client = createClient(t.app);
    const login = await client.post('/api/login_check', {
      username: 'boss@example.org',
      password: 'Str0ng!pass',
    });
    expect(login.statusCode).toBe(200);
    expect(ZSessionResponse.parse(login.json()).user).toMatchObject({
      email: 'boss@example.org',
      roles: ['ROLE_SUPER_ADMIN'],
    });
  });

  it('refuses an e-mail already in use, whatever its case', async () => {
    const attempt = createSuperAdmin(t.database.db, { email: 'ADMIN@demo.test', password: 'Str0ng!pass' });
    await expect(attempt).rejects.toMatchObject({ code: 'ACCOUNT_EXISTS' });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'admin@demo.test'));
    expect(row?.roles).toEqual(['ROLE_ADMIN']);
  });

  it('refuses an invalid e-mail and a weak password with the domain rules', async () => {
    const badEmail = await createSuperAdmin(t.database.db, {
      email: 'not-an-email',
      password: 'Str0ng!pass',
    }).catch((error: unknown) => error);
    expect(badEmail).toBeInstanceOf(AppError);
    expect(badEmail).toMatchObject({
      code: 'VALIDATION',
      fields: { email: 'Please enter a valid email address' },
    });
    for (const password of ['Sh0rt!a', 'nocapital1!', 'NoSpecial12', '']) {
      const weak = createSuperAdmin(t.database.db, { email: 'weak@example.org', password });
      await expect(weak, password).rejects.toMatchObject({
        code: 'VALIDATION',
        fields: { password: expect.any(String) },
      });
    }
    expect(await t.database.db.select().from(users).where(eq(users.email, 'weak@example.org'))).toEqual([]);
  });
});

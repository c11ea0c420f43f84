import { USER_ADMIN_MESSAGES } from '@congress/domain/contracts/users-admin';
import { MESSAGES, userSaved } from '@congress/domain/messages';
import { and, arrayContains, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createTestContext,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { congressIdOf, createUser, signIn, type UserFixture } from '../../../test/fixtures/auth-fixtures.ts';

const NEW_PASSWORD = 'Another!234';

describe('Manage Users API (spec 2.2, 5, 6)', () => {
  let t: TestContext;
  let demoId: number;
  let superAdmin: UserFixture;
  let root: TestClient;

  const signedIn = async (account: UserFixture) => {
    const client = createClient(t.app);
    expect((await signIn(client, account, 'user')).statusCode).toBe(200);
    return client;
  };
  const newUser = (overrides: Record<string, unknown> = {}) => ({
    email: `  New.Staff-${Math.random().toString(36).slice(2, 8)}@Example.test `,
    password: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
    roles: ['ROLE_ADMIN'],
    is_activated: true,
    congressId: demoId,
    congressIds: [demoId],
    ...overrides,
  });

  /** Decisions 39: an edit names the version of the user as read. */
  const versionOf = async (id: number) =>
    (await t.database.db.select({ version: users.version }).from(users).where(eq(users.id, id)))[0]?.version;

  beforeAll(async () => {
    t = await createTestContext();
    demoId = await congressIdOf(t.database.db);
    superAdmin = await createUser(t.database.db, { roles: ['ROLE_SUPER_ADMIN'] });
    root = await signedIn(superAdmin);
  });
  afterAll(() => t.close());

  it('lets only super admins in: 401 signed out, 403 for admin, visualisation and participant', async () => {
    expect((await createClient(t.app).get(`/api/user/usersAdmin/${demoId}`)).statusCode).toBe(401);
    for (const roles of [['ROLE_ADMIN'], ['ROLE_VISUALISATION'], ['ROLE_USER']]) {
      const client = await signedIn(await createUser(t.database.db, { roles, grants: ['demo'] }));
      expect((await client.get(`/api/user/usersAdmin/${demoId}`)).statusCode).toBe(403);
      expect((await client.post('/api/user/create', newUser())).statusCode).toBe(403);
      expect((await client.put(`/api/user/update/${superAdmin.id}`, newUser())).statusCode).toBe(403);
    }
  });

  it('answers the spec messages for a bad e-mail, a missing password and a wrong confirmation', async () => {
    const bad = await root.post(
      '/api/user/create',
      newUser({ email: 'not-an-email', password: '', confirmPassword: 'x' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      email: MESSAGES.invalidEmail,
      password: MESSAGES.passwordRequired,
      confirmPassword: MESSAGES.passwordsDoNotMatch,
    });
    const mismatch = await root.post('/api/user/create', newUser({ confirmPassword: 'Different!234' }));
    expect(mismatch.json().fields).toEqual({ confirmPassword: MESSAGES.passwordsDoNotMatch });
    expect((await root.post('/api/user/create', newUser({ roles: [] }))).json().fields).toEqual({
      roles: USER_ADMIN_MESSAGES.selectRole,
    });
    expect(userSaved('create')).toBe('create user successfully');
    expect(userSaved('edit')).toBe('edit user successfully');
  });

  it('creates a user with its grants, lists it 25 per page and searches by e-mail', async () => {
    const input = newUser();
    const created = await root.post('/api/user/create', input);
    expect(created.statusCode).toBe(201);
    const user = created.json();
    expect(user).toMatchObject({
      email: input.email.trim().toLowerCase(),
      roles: ['ROLE_ADMIN'],
      is_activated: true,
      congressIds: [demoId],
    });
    const again = await root.post('/api/user/create', { ...input, email: input.email.toUpperCase() });
    expect([again.statusCode, again.json().message]).toEqual([409, USER_ADMIN_MESSAGES.emailTaken]);

    const newcomer = await signedIn({ id: user.id, email: user.email, password: NEW_PASSWORD });
    expect((await newcomer.get('/api/user/')).json().user.roles).toEqual(['ROLE_ADMIN']);

    const page = (await root.get(`/api/user/usersAdmin/${demoId}`)).json();
    expect(page).toMatchObject({ page: 1, pageSize: 25 });
    expect(page.items.length).toBeLessThanOrEqual(25);
    expect(page.total).toBeGreaterThan(0);
    const found = (
      await root.get(`/api/user/usersAdmin/${demoId}?search=${encodeURIComponent(user.email)}`)
    ).json();
    expect(found.items.map((u: { id: number }) => u.id)).toEqual([user.id]);
    expect((await root.get('/api/user/usersAdmin/999999')).statusCode).toBe(404);

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(user.id))))
      .orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ action: 'create', actorId: superAdmin.id });
    expect(JSON.stringify(entry?.after)).not.toMatch(/password/i);
  });

  it('disabling a user refuses its sign-in and ends its live session at once', async () => {
    const staff = await createUser(t.database.db, { roles: ['ROLE_ADMIN'], grants: ['demo'] });
    const live = await signedIn(staff);
    expect((await live.get('/api/user/')).statusCode).toBe(200);
    const edit = await root.put(`/api/user/update/${staff.id}`, {
      version: await versionOf(staff.id),
      email: staff.email,
      roles: ['ROLE_ADMIN'],
      is_activated: false,
      congressIds: [],
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json()).toMatchObject({ is_activated: false, congressIds: [] });
    expect((await live.get('/api/user/')).statusCode).toBe(401);
    expect((await live.post('/api/token/refresh')).statusCode).toBe(401);
    const retry = await signIn(createClient(t.app), staff, 'user');
    expect(retry.json()).toMatchObject({ code: 'ACCOUNT_DISABLED', message: MESSAGES.accountDisabled });
  });

  it('an edit keeps the password when it is left empty and changes it when given', async () => {
    const staff = await createUser(t.database.db, { roles: ['ROLE_VISUALISATION'] });
    const base = {
      email: staff.email,
      roles: ['ROLE_VISUALISATION'],
      is_activated: true,
      congressIds: [demoId],
    };
    expect(
      (
        await root.put(`/api/user/update/${staff.id}`, {
          ...base,
          version: await versionOf(staff.id),
          password: '',
          confirmPassword: '',
        })
      ).statusCode,
    ).toBe(200);
    await signedIn(staff);
    const mismatch = await root.put(`/api/user/update/${staff.id}`, {
      ...base,
      version: await versionOf(staff.id),
      password: NEW_PASSWORD,
      confirmPassword: '',
    });
    expect(mismatch.json().fields).toEqual({ confirmPassword: MESSAGES.passwordsDoNotMatch });
    const weak = await root.put(`/api/user/update/${staff.id}`, {
      ...base,
      version: await versionOf(staff.id),
      password: 'short',
      confirmPassword: 'short',
    });
    expect(weak.json().fields).toMatchObject({ password: MESSAGES.weakPassword });
    const old = await signedIn(staff);
    const changed = await root.put(`/api/user/update/${staff.id}`, {
      ...base,
      version: await versionOf(staff.id),
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect((await old.get('/api/user/')).statusCode).toBe(401);
    await signedIn({ ...staff, password: NEW_PASSWORD });
    expect((await root.put('/api/user/update/999999', { ...base, version: 1 })).statusCode).toBe(404);
  });

  it('the last enabled super admin cannot lose that role or be disabled (409)', async () => {
    const others = await t.database.db
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(arrayContains(users.roles, ['ROLE_SUPER_ADMIN']), eq(users.isActivated, true)));
    for (const other of others.filter((u) => u.id !== superAdmin.id)) {
      const off = await root.put(`/api/user/update/${other.id}`, {
        version: await versionOf(other.id),
        email: other.email,
        roles: ['ROLE_SUPER_ADMIN'],
        is_activated: false,
        congressIds: [],
      });
      expect(off.statusCode).toBe(200);
    }
    const self = { email: superAdmin.email, congressIds: [] };
    for (const change of [
      { roles: ['ROLE_ADMIN'], is_activated: true },
      { roles: ['ROLE_SUPER_ADMIN'], is_activated: false },
    ]) {
      const refused = await root.put(`/api/user/update/${superAdmin.id}`, {
        ...self,
        ...change,
        version: await versionOf(superAdmin.id),
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: USER_ADMIN_MESSAGES.lastSuperAdmin });
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, superAdmin.id));
    expect(row).toMatchObject({ isActivated: true, roles: ['ROLE_SUPER_ADMIN'] });
    // With a second super admin enabled again, the first may step down.
    const [other] = others.filter((u) => u.id !== superAdmin.id);
    if (other) {
      await root.put(`/api/user/update/${other.id}`, {
        version: await versionOf(other.id),
        email: other.email,
        roles: ['ROLE_SUPER_ADMIN'],
        is_activated: true,
        congressIds: [],
      });
      const down = await root.put(`/api/user/update/${superAdmin.id}`, {
        version: await versionOf(superAdmin.id),
        ...self,
        roles: ['ROLE_ADMIN'],
        is_activated: true,
      });
      expect(down.statusCode).toBe(200);
    }
  });
});

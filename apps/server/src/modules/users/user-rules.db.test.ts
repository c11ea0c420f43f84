import { USER_ADMIN_MESSAGES } from '@congress/domain/contracts/users-admin';
import { VERSION_MESSAGES } from '@congress/domain/contracts/versions';
import { and, arrayContains, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs, insertStaff } from '../../../test/fixtures/booking-fixtures.ts';
import { congressIdOf } from '../../../test/fixtures/auth-fixtures.ts';
import { createTestContext, type TestClient, type TestContext } from '../../../test/test-app.ts';
import { users } from '../../db/schema/index.ts';

const PASSWORD = 'Another!234';

describe('Manage Users rules (decisions 39)', () => {
  let t: TestContext;
  let demoId: number;
  let root: TestClient;
  let rootId: number;

  const newUser = (overrides: Record<string, unknown> = {}) => ({
    email: `staff-${Math.random().toString(36).slice(2, 8)}@rules.test`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    roles: ['ROLE_ADMIN'],
    is_activated: true,
    congressId: demoId,
    congressIds: [demoId],
    ...overrides,
  });
  const editOf = (user: Record<string, unknown>, overrides: Record<string, unknown> = {}) => ({
    email: user.email,
    roles: user.roles,
    is_activated: user.is_activated,
    congressIds: user.congressIds,
    version: user.version,
    ...overrides,
  });
  const rowOf = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0];

  beforeAll(async () => {
    t = await createTestContext();
    demoId = await congressIdOf(t.database.db);
    const superAdmin = await insertStaff(t.database.db, 'ROLE_SUPER_ADMIN', false);
    rootId = superAdmin.id;
    root = await clientAs(t, superAdmin);
  });
  afterAll(() => t.close());

  it('refuses two staff roles on create and on edit, under the roles field', async () => {
    for (const roles of [
      ['ROLE_ADMIN', 'ROLE_VISUALISATION'],
      ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN'],
    ]) {
      const refused = await root.post('/api/user/create', newUser({ roles }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({ roles: USER_ADMIN_MESSAGES.oneStaffRole });
    }
    const created = await root.post('/api/user/create', newUser({ roles: ['ROLE_VISUALISATION'] }));
    expect(created.statusCode).toBe(201);
    const user = created.json();
    const edit = await root.put(
      `/api/user/update/${user.id}`,
      editOf(user, { roles: ['ROLE_VISUALISATION', 'ROLE_ADMIN'] }),
    );
    expect(edit.statusCode).toBe(400);
    expect(edit.json().fields).toEqual({ roles: USER_ADMIN_MESSAGES.oneStaffRole });
    expect((await rowOf(user.id))?.roles).toEqual(['ROLE_VISUALISATION']);
  });

  it('a stale edit answers 409 and changes nothing; each write moves the version', async () => {
    const user = (await root.post('/api/user/create', newUser())).json();
    expect(user.version).toBe(1);
    const first = await root.put(`/api/user/update/${user.id}`, editOf(user, { is_activated: false }));
    expect(first.statusCode).toBe(200);
    expect(first.json().version).toBe(2);
    const stale = await root.put(
      `/api/user/update/${user.id}`,
      editOf(user, { roles: ['ROLE_VISUALISATION'], congressIds: [] }),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', message: VERSION_MESSAGES.conflict });
    expect(await rowOf(user.id)).toMatchObject({ roles: ['ROLE_ADMIN'], isActivated: false, version: 2 });
    const list = (await root.get(`/api/user/usersAdmin/${demoId}?search=${user.email}`)).json();
    expect(list.items[0].congressIds).toEqual([demoId]);
    const missing = await root.put(`/api/user/update/${user.id}`, editOf(user, { version: undefined }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('version');
  });

  it('keeps the last active super admin: no demotion, no disabling, and says so', async () => {
    const { db } = t.database;
    const others = await db
      .select({ id: users.id })
      .from(users)
      .where(and(arrayContains(users.roles, ['ROLE_SUPER_ADMIN']), eq(users.isActivated, true)));
    for (const other of others.filter((u) => u.id !== rootId)) {
      await db.update(users).set({ isActivated: false }).where(eq(users.id, other.id));
    }
    const page = (
      await root.get(`/api/user/usersAdmin/${demoId}?search=${(await rowOf(rootId))?.email}`)
    ).json();
    const self = page.items[0];
    expect(self).toMatchObject({ id: rootId, isLastSuperAdmin: true });
    for (const change of [{ roles: ['ROLE_ADMIN'] }, { is_activated: false }]) {
      const refused = await root.put(`/api/user/update/${rootId}`, editOf(self, change));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'CONFLICT', message: USER_ADMIN_MESSAGES.lastSuperAdmin });
    }
    expect(await rowOf(rootId)).toMatchObject({ roles: ['ROLE_SUPER_ADMIN'], isActivated: true });

    // A second active super admin lifts the rule for both.
    const second = (await root.post('/api/user/create', newUser({ roles: ['ROLE_SUPER_ADMIN'] }))).json();
    expect(second.isLastSuperAdmin).toBe(false);
    const current = (await root.get(`/api/user/usersAdmin/${demoId}?search=${self.email}`)).json().items[0];
    expect(current.isLastSuperAdmin).toBe(false);
    const down = await root.put(`/api/user/update/${rootId}`, editOf(current, { roles: ['ROLE_ADMIN'] }));
    expect(down.statusCode).toBe(200);
  });
});

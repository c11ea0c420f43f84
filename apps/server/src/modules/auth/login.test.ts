import { MESSAGES } from '@congress/domain/messages';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestContext, type TestContext } from '../../../test/test-app.ts';
import {
  createMember,
  createUser,
  signIn,
  TEST_PASSWORD,
  uniqueEmail,
} from '../../../test/fixtures/auth-fixtures.ts';

const cookie = (response: LightMyRequestResponse, name: string) =>
  response.cookies.find((c) => c.name === name);

describe('POST /api/login_check and /api/login_member_check', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('signs a user in and sets the access and refresh cookies', async () => {
    const user = await createUser(t.database.db);
    const response = await signIn(createClient(t.app), user, 'user');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ id: user.id, kind: 'user', email: user.email, roles: ['ROLE_USER'] });
    expect(new Date(body.accessExpiresAt).getTime() - t.clock.now.getTime()).toBeGreaterThan(14 * 60_000);
    expect(cookie(response, 'access_token')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 900,
    });
    expect(cookie(response, 'access_token')?.secure).toBeFalsy();
    expect(cookie(response, 'refresh_token')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/token',
      maxAge: 30 * 24 * 3600,
    });
  });

  it('trims and lowercases the e-mail', async () => {
    const user = await createUser(t.database.db);
    const response = await createClient(t.app).post('/api/login_check', {
      username: `  ${user.email.toUpperCase()} `,
      password: user.password,
    });
    expect(response.statusCode).toBe(200);
  });

  it('signs a member in through /login_member_check', async () => {
    const member = await createMember(t.database.db);
    const response = await signIn(createClient(t.app), member, 'member');
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: member.id, kind: 'member', roles: ['ROLE_MEMBER'] });
    expect(cookie(response, 'refresh_token')?.value).toBeTruthy();
  });

  it('answers a member on /login_check with 401, then signs it in on the member fallback', async () => {
    const member = await createMember(t.database.db);
    const client = createClient(t.app);
    const first = await signIn(client, member, 'user');
    expect(first.statusCode).toBe(401);
    const fallback = await signIn(client, member, 'member');
    expect(fallback.statusCode).toBe(200);
    expect((await client.get('/api/user/')).json().user.kind).toBe('member');
  });

  it('tells a user account on the member-only sign-in what to do, and starts no session', async () => {
    const user = await createUser(t.database.db);
    const client = createClient(t.app);
    const response = await signIn(client, user, 'member');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'NOT_MEMBER_ACCOUNT',
      message: MESSAGES.notMemberBookAccount,
    });
    expect(response.cookies).toHaveLength(0);
    // A wrong password learns nothing about the account.
    const wrong = await signIn(client, { ...user, password: 'Wrong!2345' }, 'member');
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('answers a wrong password with 401 and the server message', async () => {
    const user = await createUser(t.database.db);
    const response = await signIn(createClient(t.app), { ...user, password: 'Wrong!2345' }, 'user');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      code: 'INVALID_CREDENTIALS',
      message: MESSAGES.invalidCredentials,
    });
    expect(response.cookies).toHaveLength(0);
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const user = await createUser(t.database.db);
    const wrong = await signIn(createClient(t.app), { ...user, password: 'Wrong!2345' }, 'user');
    const unknown = await signIn(
      createClient(t.app),
      { email: uniqueEmail(), password: 'Wrong!2345' },
      'user',
    );
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses a member without a password', async () => {
    const member = await createMember(t.database.db, { hasPassword: false });
    const response = await signIn(createClient(t.app), member, 'member');
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_CREDENTIALS');
  });

  it('answers a disabled account exactly like a wrong password until the password is right', async () => {
    const comparable = (response: LightMyRequestResponse) => ({
      status: response.statusCode,
      body: response.json(),
      cookies: response.cookies,
      headers: Object.keys(response.headers).sort(),
    });
    for (const kind of ['user', 'member'] as const) {
      const create = kind === 'user' ? createUser : createMember;
      const disabled = await create(t.database.db, { isActivated: false });
      const active = await create(t.database.db);
      const wrong = (account: { email: string }) =>
        signIn(createClient(t.app), { email: account.email, password: 'Wrong!2345' }, kind);
      const asDisabled = comparable(await wrong(disabled));
      expect(asDisabled).toEqual(comparable(await wrong(active)));
      expect(asDisabled).toEqual(comparable(await wrong({ email: uniqueEmail() })));
      expect(asDisabled.status).toBe(401);
      const right = await signIn(createClient(t.app), disabled, kind);
      expect(right.statusCode).toBe(403);
      expect(right.json()).toMatchObject({ code: 'ACCOUNT_DISABLED', message: MESSAGES.accountDisabled });
      expect(right.cookies).toHaveLength(0);
    }
  });

  it('refuses a missing password with a validation error', async () => {
    const response = await createClient(t.app).post('/api/login_check', { username: 'someone@auth.test' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
  });

  it('refuses a foreign Origin with 403 FOREIGN_ORIGIN', async () => {
    const user = await createUser(t.database.db);
    const response = await createClient(t.app).request({
      method: 'POST',
      url: '/api/login_check',
      headers: { origin: 'https://evil.example' },
      payload: { username: user.email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FOREIGN_ORIGIN');
    expect(response.cookies).toHaveLength(0);
  });

  it('answers malformed JSON with 400 MALFORMED_BODY', async () => {
    const response = await createClient(t.app).request({
      method: 'POST',
      url: '/api/login_check',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "a@b.c", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'MALFORMED_BODY', message: MESSAGES.malformedJson });
  });
});

describe('session cookies behind https', () => {
  it('are Secure when PUBLIC_URL is https', async () => {
    const t = await createTestContext({ PUBLIC_URL: 'https://congress.example' });
    try {
      const user = await createUser(t.database.db);
      const response = await createClient(t.app).request({
        method: 'POST',
        url: '/api/login_check',
        headers: { origin: 'https://congress.example' },
        payload: { username: user.email, password: user.password },
      });
      expect(response.statusCode).toBe(200);
      expect(cookie(response, 'access_token')?.secure).toBe(true);
      expect(cookie(response, 'refresh_token')?.secure).toBe(true);
    } finally {
      await t.close();
    }
  });
});

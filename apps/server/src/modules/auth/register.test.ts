import { MESSAGES } from '@congress/domain/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestContext, type TestContext } from '../../../test/test-app.ts';
import { users } from '../../db/schema/index.ts';
import { congressIdOf, createUser, uniqueEmail } from '../../../test/fixtures/auth-fixtures.ts';

const PASSWORD = 'Strong!234';

describe('POST /api/user/register', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('creates a ROLE_USER account for the congress and signs it in', async () => {
    const email = uniqueEmail('new');
    const client = createClient(t.app);
    const response = await client.post('/api/user/register', {
      email: ` ${email.toUpperCase()}`,
      password: PASSWORD,
      congressSlug: 'demo',
    });
    expect(response.statusCode).toBe(201);
    const congressId = await congressIdOf(t.database.db);
    expect(response.json().user).toMatchObject({ kind: 'user', email, roles: ['ROLE_USER'], congressId });
    expect(client.jar.get('access_token')).toBeTruthy();
    expect(client.jar.get('refresh_token')).toBeTruthy();
    expect((await client.get('/api/user/')).json().user.email).toBe(email);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const again = await createClient(t.app).post('/api/login_check', { username: email, password: PASSWORD });
    expect(again.statusCode).toBe(200);
  });

  it('answers 409 with the message when the e-mail is taken', async () => {
    const existing = await createUser(t.database.db);
    const response = await createClient(t.app).post('/api/user/register', {
      email: existing.email,
      password: PASSWORD,
      congressSlug: 'demo',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ACCOUNT_EXISTS', message: MESSAGES.accountExists });
    expect(response.cookies).toHaveLength(0);
  });

  it('answers 404 for an unknown congress', async () => {
    const response = await createClient(t.app).post('/api/user/register', {
      email: uniqueEmail('new'),
      password: PASSWORD,
      congressSlug: 'no-such-congress',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('refuses a weak password with the message', async () => {
    const response = await createClient(t.app).post('/api/user/register', {
      email: uniqueEmail('new'),
      password: 'weakpassword',
      congressSlug: 'demo',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message: MESSAGES.weakPassword });
  });
});

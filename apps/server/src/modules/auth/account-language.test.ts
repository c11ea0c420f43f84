import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestContext, type TestContext } from '../../../test/test-app.ts';
import { createMember, createUser, signIn } from '../../../test/fixtures/auth-fixtures.ts';

/** The account keeps its language, which decides its e-mails and documents. */
describe('PUT /api/user/language', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it("keeps a user's language, answered by GET /api/user/", async () => {
    const user = await createUser(t.database.db, { congressSlug: 'demo' });
    const client = createClient(t.app);
    await signIn(client, user, 'user');
    expect((await client.get('/api/user/')).json().user.language).toBeNull();
    const saved = await client.put('/api/user/language', { language: 'fr' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ language: 'fr' });
    expect((await client.get('/api/user/')).json().user.language).toBe('fr');
  });

  it("keeps a member's language on the member book entry", async () => {
    const member = await createMember(t.database.db);
    const client = createClient(t.app);
    await signIn(client, member, 'member');
    expect((await client.put('/api/user/language', { language: 'pt' })).statusCode).toBe(200);
    expect((await client.get('/api/user/')).json().user.language).toBe('pt');
  });

  it('refuses a language the product does not have, and a visitor', async () => {
    const user = await createUser(t.database.db, { congressSlug: 'demo' });
    const client = createClient(t.app);
    await signIn(client, user, 'user');
    const refused = await client.put('/api/user/language', { language: 'de' });
    expect(refused.statusCode).toBe(400);
    expect((await client.get('/api/user/')).json().user.language).toBeNull();
    expect((await createClient(t.app).put('/api/user/language', { language: 'fr' })).statusCode).toBe(401);
  });

  it('gives an account without a language the one it signs in with, and never overwrites a choice', async () => {
    const user = await createUser(t.database.db, { congressSlug: 'demo' });
    const client = createClient(t.app);
    const login = (language: string) =>
      client.request({
        method: 'POST',
        url: '/api/login_check',
        headers: { 'accept-language': language },
        payload: { username: user.email, password: user.password },
      });
    expect((await login('fr-FR,fr;q=0.9,en;q=0.5')).statusCode).toBe(200);
    expect((await client.get('/api/user/')).json().user.language).toBe('fr');
    expect((await login('pt-PT')).statusCode).toBe(200);
    expect((await client.get('/api/user/')).json().user.language).toBe('fr');
  });

  it('keeps the language a new account registers with', async () => {
    const client = createClient(t.app);
    const email = `lang-${Date.now()}@example.test`;
    const registered = await client.request({
      method: 'POST',
      url: '/api/user/register',
      headers: { 'accept-language': 'pt-PT,pt;q=0.9' },
      payload: { email, password: 'Str0ng!Passw0rd', congressSlug: 'demo' },
    });
    expect(registered.statusCode).toBe(201);
    expect(registered.json().user.language).toBe('pt');
  });
});

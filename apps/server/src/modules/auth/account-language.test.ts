import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestContext, type TestContext } from '../../../test/test-app.ts';
import { createMember, createUser, signIn } from '../../../test/fixtures/auth-fixtures.ts';

/** The account keeps its language, which decides its e-mails and documents (issue 16). */
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
});

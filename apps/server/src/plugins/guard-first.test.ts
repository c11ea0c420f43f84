import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../test/fixtures/auth-fixtures.ts';
import { createClient, createTestContext, type TestClient, type TestContext } from '../../test/test-app.ts';

/** Bodies a refused caller may send: none of them is read before the guard answers. */
const BODIES: Array<{ name: string; contentType: string; payload: string }> = [
  { name: 'malformed JSON', contentType: 'application/json', payload: '{"label": ' },
  { name: 'a JSON null', contentType: 'application/json', payload: 'null' },
  { name: 'an empty JSON body', contentType: 'application/json', payload: '' },
  { name: 'a wrong content type', contentType: 'text/plain', payload: 'label=x' },
  { name: 'a form post', contentType: 'application/x-www-form-urlencoded', payload: 'label=x' },
  {
    name: 'an oversized body',
    contentType: 'application/json',
    payload: JSON.stringify({ label: 'x'.repeat(2 * 1024 * 1024) }),
  },
];

describe('the guard runs before the body is read', () => {
  let t: TestContext;
  let anonymous: TestClient;
  let participant: TestClient;
  let superAdmin: TestClient;

  beforeAll(async () => {
    t = await createTestContext();
    anonymous = createClient(t.app);
    participant = createClient(t.app);
    superAdmin = createClient(t.app);
    await signIn(participant, await createUser(t.database.db, { congressSlug: 'demo' }), 'user');
    await signIn(superAdmin, await createUser(t.database.db, { roles: ['ROLE_SUPER_ADMIN'] }), 'user');
  });
  afterAll(() => t.close());

  const send = (client: TestClient, url: string, body: (typeof BODIES)[number]) =>
    client.request({
      method: 'POST',
      url,
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });

  for (const body of BODIES) {
    it(`answers an anonymous caller 401 whatever it sends: ${body.name}`, async () => {
      for (const url of ['/api/rate/create', '/api/user/create', '/api/participant/create']) {
        const response = await send(anonymous, url, body);
        expect(response.statusCode, `${url}: ${response.body}`).toBe(401);
        expect(response.json().code).toBe('UNAUTHENTICATED');
      }
    });

    it(`answers a participant 403 on an admin route whatever it sends: ${body.name}`, async () => {
      for (const url of ['/api/rate/create', '/api/user/create']) {
        const response = await send(participant, url, body);
        expect(response.statusCode, `${url}: ${response.body}`).toBe(403);
        expect(response.json().code).toBe('FORBIDDEN');
      }
    });
  }

  it('reads the body of a caller the guard lets through, and refuses it with 400', async () => {
    const malformed = await send(superAdmin, '/api/rate/create', BODIES[0] as (typeof BODIES)[number]);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('MALFORMED_BODY');
    for (const url of ['/api/rate/create', '/api/user/create']) {
      const empty = await superAdmin.post(url, {});
      expect(empty.statusCode, empty.body).toBe(400);
      expect(empty.json().code).toBe('VALIDATION');
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

/** The embedded database closed under a running app (a process stopping): 503, never 500. */
describe('a closed embedded database', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After on every kind of route', async () => {
    await t.database.pglite?.close();
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/congress/slug/demo' }),
      await t.app.inject({ method: 'GET', url: '/api/hotel/congress/demo' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/login_check',
        payload: { username: 'registered@demo.test', password: 'Demo!2345' },
      }),
    ];
    for (const response of answers) {
      expect(response.statusCode, response.body).toBe(503);
      expect(response.headers['retry-after']).toBeDefined();
    }
  });
});

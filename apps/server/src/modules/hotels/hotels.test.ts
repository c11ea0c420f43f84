import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';

describe('GET /api/hotel/congress/:slug', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('lists the hotels of the congress by name', async () => {
    const congress = (await get('/api/congress/slug/demo')).json() as { id: number };
    const response = await get('/api/hotel/congress/demo');
    expect(response.statusCode).toBe(200);
    const body = response.json() as Record<string, unknown>[];
    expect(body.map((h) => h.name)).toEqual(['Casa do Rio', 'Grand Hotel', 'Harbour Inn']);
    for (const hotel of body) {
      expect(hotel).toMatchObject({ congressId: congress.id, id: expect.any(Number) });
      expect(hotel.address && hotel.website && hotel.description).toBeTruthy();
    }
  });

  it('answers an empty list for a congress without hotels, 404 for an unknown one', async () => {
    const closed = await get('/api/hotel/congress/closed-demo');
    expect([closed.statusCode, closed.json()]).toEqual([200, []]);
    const unknown = await get('/api/hotel/congress/nope');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Congress not found' });
  });
});

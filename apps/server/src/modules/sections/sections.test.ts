import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { sections } from '../../db/schema/index.ts';

describe('GET /api/section/uich/all', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('lists the sections by name', async () => {
    await t.database.db.insert(sections).values({ name: 'Austria', addressCountry: 'Austria', numero: '04' });
    const response = await t.app.inject({ method: 'GET', url: '/api/section/uich/all' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { id: number; name: string; addressCountry: string; numero: string }[];
    expect(body.map((x) => x.name)).toEqual(['Austria', 'France', 'Japan', 'Portugal']);
    expect(body[0]).toEqual({
      id: expect.any(Number),
      name: 'Austria',
      addressCountry: 'Austria',
      numero: '04',
    });
  });
});

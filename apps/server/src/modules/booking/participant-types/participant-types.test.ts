import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/test-app.ts';
import { congresses, participantTypes } from '../../../db/schema/index.ts';

const DEMO_TYPES = [
  { slug: 'member', label: 'member', isMember: true },
  { slug: 'activ-member', label: 'activ Member', isMember: true },
  { slug: 'retired-member', label: 'retired Member', isMember: true },
  { slug: 'affiliate-partners', label: 'affiliate / partners', isMember: false },
  { slug: 'guest-speakers', label: 'guest speakers', isMember: false },
];

describe('participant type routes', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
    // A type without any rate: listed for admins, not offered to participants (decisions 4).
    const [demo] = await t.database.db.select().from(congresses).where(eq(congresses.slug, 'demo'));
    await t.database.db
      .insert(participantTypes)
      .values({ congressId: demo?.id ?? 0, slug: 'observer', label: 'observer', position: 1 });
  });
  afterAll(() => t.close());
  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() as Record<string, unknown>[] };
  };
  const withoutIds = (rows: Record<string, unknown>[]) => rows.map(({ id: _id, ...rest }) => rest);

  it('GET /api/participant/congress/demo/types lists every type by position', async () => {
    const { status, body } = await get('/api/participant/congress/demo/types');
    expect(status).toBe(200);
    expect(withoutIds(body).map((x) => x.slug)).toEqual([
      'member',
      'activ-member',
      'observer',
      'retired-member',
      'affiliate-partners',
      'guest-speakers',
    ]);
    expect(body.every((x) => typeof x.id === 'number')).toBe(true);
  });

  it('GET /api/rate/participant/congress/demo lists only the types that have a rate', async () => {
    const { status, body } = await get('/api/rate/participant/congress/demo');
    expect(status).toBe(200);
    expect(withoutIds(body)).toEqual(DEMO_TYPES);
  });

  it('answers empty lists for a congress without types', async () => {
    expect(await get('/api/participant/congress/closed-demo/types')).toEqual({ status: 200, body: [] });
    expect(await get('/api/rate/participant/congress/closed-demo')).toEqual({ status: 200, body: [] });
  });

  it('answers 404 for an unknown congress', async () => {
    for (const url of ['/api/participant/congress/nope/types', '/api/rate/participant/congress/nope']) {
      const { status, body } = await get(url);
      expect(status).toBe(404);
      expect(body).toMatchObject({ code: 'NOT_FOUND', message: 'Congress not found' });
    }
  });
});

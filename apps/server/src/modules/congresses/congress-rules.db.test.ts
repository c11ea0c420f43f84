import { SETTINGS_MESSAGES, type TCongressSettings } from '@congress/domain/contracts/congress-settings';
import { VERSION_MESSAGES } from '@congress/domain/contracts/versions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs, insertStaff } from '../../../test/fixtures/booking-fixtures.ts';
import { createTestContext, type TestClient, type TestContext } from '../../../test/test-app.ts';
import { congresses } from '../../db/schema/index.ts';

/** The body the settings screen sends back for settings as loaded. */
const bodyOf = (settings: TCongressSettings) => {
  const { id: _i, logoUrl: _l, ribUrl: _r, ribContentType: _c, personalDataPurgedAt: _p, ...rest } = settings;
  return rest;
};

describe('congress rules (decisions 39)', () => {
  let t: TestContext;
  let root: TestClient;
  let created: TCongressSettings;

  beforeAll(async () => {
    t = await createTestContext();
    root = await clientAs(t, await insertStaff(t.database.db, 'ROLE_SUPER_ADMIN', false));
    const response = await root.post('/api/congress/create', { label: 'Rules 2031', slug: 'rules-2031' });
    expect(response.statusCode).toBe(201);
    created = response.json();
  });
  afterAll(() => t.close());

  it('refuses the slugs the application uses, at creation and in settings', async () => {
    for (const slug of ['api', 'assets', 'login']) {
      const refused = await root.post('/api/congress/create', { label: 'Reserved', slug });
      expect(refused.statusCode, slug).toBe(400);
      expect(refused.json().fields).toEqual({ slug: SETTINGS_MESSAGES.slugReserved });
    }
    const renamed = await root.put(`/api/congress/${created.id}/settings`, {
      ...bodyOf(created),
      slug: 'api',
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().fields).toEqual({ slug: SETTINGS_MESSAGES.slugReserved });
    // A slug that only starts like a reserved one is a congress like any other, and its pages load.
    const apiary = await root.post('/api/congress/create', { label: 'Apimondia', slug: 'apimondia' });
    expect(apiary.statusCode).toBe(201);
    expect((await root.get('/api/congress/slug/apimondia')).statusCode).toBe(200);
    const page = await root.get('/apimondia');
    expect(page.headers['content-type']).not.toMatch(/json/);
  });

  it('a stale settings save answers 409 and changes nothing', async () => {
    const current = (await root.get('/api/congress/slug/rules-2031/settings')).json() as TCongressSettings;
    const first = await root.put(`/api/congress/${current.id}/settings`, {
      ...bodyOf(current),
      city: 'Porto',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().version).toBe(current.version + 1);
    const stale = await root.put(`/api/congress/${current.id}/settings`, {
      ...bodyOf(current),
      label: 'Overwritten',
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', message: VERSION_MESSAGES.conflict });
    const [row] = await t.database.db.select().from(congresses).where(eq(congresses.id, current.id));
    expect(row).toMatchObject({ label: 'Rules 2031', addressCity: 'Porto', version: current.version + 1 });
    const { version: _v, ...withoutVersion } = bodyOf(current);
    const missing = await root.put(`/api/congress/${current.id}/settings`, withoutVersion);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toHaveProperty('version');
  });
});

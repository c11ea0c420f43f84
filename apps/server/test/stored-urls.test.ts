import { HTTP_URL_MESSAGE } from '@congress/domain/contracts/http-url';
import type { TCongressSettings } from '@congress/domain/contracts/congress-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestClient, type TestContext } from './test-app.ts';
import { congressIdOf } from './fixtures/auth-fixtures.ts';
import { clientAs, insertStaff, insertUsers } from './fixtures/booking-fixtures.ts';

/** Every address staff store is one a browser follows as a web page, never a script. */
const HOSTILE = [
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  '//evil.test/x',
  'https:evil.test',
  'https://a.test/\u0000x',
  'ftp://files.test/a',
];

describe('links stored by staff accept only http and https', () => {
  let t: TestContext;
  let congressId: number;
  let admin: TestClient;
  let superAdmin: TestClient;
  beforeAll(async () => {
    t = await createTestContext();
    congressId = await congressIdOf(t.database.db);
    admin = await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN'));
    const [root] = await insertUsers(t.database.db, 1, ['ROLE_SUPER_ADMIN']);
    superAdmin = await clientAs(t, root!);
  });
  afterAll(() => t.close());

  const expectRefused = (response: { statusCode: number; json(): unknown }, field: string, value: string) => {
    expect(response.statusCode, JSON.stringify(value)).toBe(400);
    expect(response.json(), JSON.stringify(value)).toMatchObject({
      code: 'VALIDATION',
      fields: { [field]: HTTP_URL_MESSAGE },
    });
  };

  it('the congress website', async () => {
    const read = await superAdmin.get('/api/congress/slug/demo/settings');
    const {
      id,
      logoUrl: _l,
      ribUrl: _r,
      ribContentType: _c,
      personalDataPurgedAt: _p,
      ...settings
    } = read.json() as TCongressSettings;
    for (const website of HOSTILE) {
      expectRefused(
        await superAdmin.put(`/api/congress/${id}/settings`, { ...settings, website }),
        'website',
        website,
      );
    }
    const saved = await superAdmin.put(`/api/congress/${id}/settings`, {
      ...settings,
      website: ' https://www.demo-congress.test/about ',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().website).toBe('https://www.demo-congress.test/about');
  });

  it("an activity's url", async () => {
    const activity = (url: string | null) => ({
      congressId,
      label: 'Harbour cruise',
      startDate: '2031-06-10',
      url,
      quota: 20,
      who: ['member'],
    });
    for (const url of HOSTILE)
      expectRefused(await admin.post('/api/activity/create', activity(url)), 'url', url);
    const created = await admin.post('/api/activity/create', activity('http://example.test/cruise'));
    expect(created.statusCode, created.body).toBe(201);
    expect((await admin.post('/api/activity/create', activity(''))).json().url).toBeNull();
  });

  it("a hotel's website", async () => {
    const hotel = (website: string | null) => ({
      congressId,
      name: 'Palácio',
      address: null,
      website,
      description: null,
    });
    for (const website of HOSTILE) {
      expectRefused(await admin.post('/api/hotel/create', hotel(website)), 'website', website);
    }
    expect((await admin.post('/api/hotel/create', hotel('HTTPS://palacio.example'))).statusCode).toBe(201);
  });
});

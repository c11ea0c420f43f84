import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { congressIdOf, createUser, signIn } from '../../test/fixtures/auth-fixtures.ts';
import { createClient, createTestContext, type TestClient, type TestContext } from '../../test/test-app.ts';
import { tableChecksums } from '../../test/table-checksums.ts';

/** A client's input never answers 500: what the database cannot hold is a 400. */
describe('input the database cannot hold', () => {
  let t: TestContext;
  let anonymous: TestClient;
  let admin: TestClient;
  let congressId: number;

  beforeAll(async () => {
    t = await createTestContext();
    congressId = await congressIdOf(t.database.db);
    anonymous = createClient(t.app);
    admin = createClient(t.app);
    await signIn(admin, await createUser(t.database.db, { roles: ['ROLE_SUPER_ADMIN'] }), 'user');
  });
  afterAll(() => t.close());

  const expect400 = (response: { statusCode: number; body: string; json(): { code: string } }) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().code).toBe('VALIDATION');
  };

  it('answers a NUL character in a path, a query or a body field with 400', async () => {
    expect400(await anonymous.get('/api/congress/slug/%00'));
    expect400(await anonymous.get('/api/hotel/congress/demo%00'));
    expect400(await anonymous.get('/api/rate/congress/de%00mo'));
    expect400(await admin.get('/api/payments-desk/congress/demo/participations?search=Mar%00tin'));
    expect400(await admin.post('/api/hotel/create', { congressId, name: 'Hotel\u0000Nul' }));
  });

  it('answers ids outside the int4 column range with 400, and the largest id with 404', async () => {
    for (const id of ['2147483648', '99999999999999999999', '0', '-1', '1.5', '1e3x']) {
      expect400(await anonymous.get(`/api/hotel/${id}`));
    }
    expect((await anonymous.get('/api/hotel/2147483647')).statusCode).toBe(404);
    expect400(await admin.get('/api/participation/congress/2147483648'));
    expect400(await admin.get('/api/user/usersAdmin/2147483648'));
    expect400(await admin.get('/api/invoice/document/2147483648'));
    expect400(await admin.get('/api/audit?congressId=2147483648'));
    expect400(await admin.post('/api/export/all', { congressId: 2_147_483_648 }));
  });

  it('answers a JSON null body with 400 on every admin form, and writes nothing', async () => {
    const before = await tableChecksums(t.database.db);
    for (const url of ['/api/rate/create', '/api/user/create', '/api/hotel/create', '/api/congress/create']) {
      const response = await admin.request({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: 'null',
      });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
    }
    // Sign-in of the admin above is done; nothing after it may write (no audit, no rate limit).
    expect(await tableChecksums(t.database.db)).toEqual(before);
  });

  it('answers a wrong type under a cross-field rule with 400 (found by the hostile suite)', async () => {
    const rate = { congressId, hotelId: 1, label: 'x', secondParticipantType: 'accompany' };
    for (const secondParticipantPrice of [[[[]]], { amount: 1 }, 12]) {
      expect400(await admin.post('/api/rate/create', { ...rate, secondParticipantPrice }));
    }
  });
});

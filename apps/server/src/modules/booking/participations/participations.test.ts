import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createTestContext,
  type TestClient,
  type TestContext,
} from '../../../../test/test-app.ts';
import {
  bookingBody,
  clientAs,
  insertRate,
  insertStaff,
  insertUsers,
  person,
} from '../../../../test/fixtures/booking-fixtures.ts';

const participantItem = (firstName: string, isAccompanying = false) => ({
  ...person(firstName),
  congressSlug: 'demo',
  participantType: 'affiliate-partners',
  isAccompanying,
});

describe('participation routes (spec 7)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  const userClient = async () => clientAs(t, (await insertUsers(t.database.db, 1))[0]!);
  const book = async (client: TestClient) =>
    (await client.post('/api/registration/submit', bookingBody(await insertRate(t.database.db)))).json();

  it('books through the spec sequence: participant, participation, registrations', async () => {
    const rateId = await insertRate(t.database.db, {
      roomOption: 'twin/double',
      secondParticipantType: 'accompany',
      secondParticipantPrice: '300.00',
    });
    const client = await userClient();
    const [main, companion] = (
      await client.post('/api/participant/create', [participantItem('Paul'), participantItem('Lea', true)])
    ).json();
    const created = await client.post('/api/participation/create', {
      rateId,
      participant_id: main.id,
      consent: true,
      roomOption: 'double',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ rateId, mainParticipantId: main.id, priceCents: 65000 });
    expect(created.json().registrations).toHaveLength(1);
    expect(created.json().holdExpiresAt).not.toBeNull();
    const again = await client.post('/api/participation/create', {
      rateId,
      participant_id: main.id,
      consent: true,
    });
    expect(again.statusCode).toBe(409);

    const registrations = await client.post('/api/registration/create', [
      {
        participation_id: created.json().id,
        participant_id: main.id,
        roomOption: 'double',
        arrivalDate: '2027-06-09',
      },
      { participation_id: created.json().id, participant_id: companion.id, roomOption: 'double' },
    ]);
    expect(registrations.statusCode).toBe(201);
    expect(registrations.json().map((r: { position: number }) => r.position)).toEqual([1, 2]);
    const detail = (await client.get(`/api/participation/participant/${main.id}/congress/demo`)).json();
    expect(detail).toMatchObject({ id: created.json().id, priceCents: 95000 });
    expect(detail.registrations[0].arrivalDate).toBe('2027-06-09');
    expect((await client.get(`/api/participation/participant/${companion.id}/congress/demo`)).json().id).toBe(
      detail.id,
    );
  });

  it('refuses a participation on someone else participant, on a full rate, without consent', async () => {
    const owner = await userClient();
    const [main] = (await owner.post('/api/participant/create', [participantItem('Paul')])).json();
    const rateId = await insertRate(t.database.db);
    const other = await userClient();
    const body = { rateId, participant_id: main.id, consent: true };
    expect((await other.post('/api/participation/create', body)).statusCode).toBe(403);
    const noConsent = await owner.post('/api/participation/create', { ...body, consent: false });
    expect(noConsent.json().fields).toEqual({ consent: 'Please accept the privacy notice to register.' });
    const full = await owner.post('/api/participation/create', {
      ...body,
      rateId: await insertRate(t.database.db, { quota: 0 }),
    });
    expect([full.statusCode, full.json().code]).toEqual([409, 'RATE_UNAVAILABLE']);
    expect(
      (await owner.post('/api/participation/create', { ...body, participant_id: 999_999 })).statusCode,
    ).toBe(404);
  });

  it('GET mine and by participant: 404 when none, 403 for another participant and visualisation, admins allowed', async () => {
    const client = await userClient();
    expect((await client.get('/api/participation/mine/congress/demo')).statusCode).toBe(404);
    expect((await createClient(t.app).get('/api/participation/mine/congress/demo')).statusCode).toBe(401);
    const booked = await book(client);
    const mine = await client.get('/api/participation/mine/congress/demo');
    expect([mine.statusCode, mine.json().id]).toEqual([200, booked.id]);
    expect((await client.get('/api/participation/mine/congress/nope')).statusCode).toBe(404);
    const url = `/api/participation/participant/${booked.mainParticipantId}/congress/demo`;
    expect((await (await userClient()).get(url)).statusCode).toBe(403);
    // One participation carries the passport and medical fields: admins, never visualisation (decisions 40).
    expect(
      (await (await clientAs(t, await insertStaff(t.database.db, 'ROLE_VISUALISATION'))).get(url)).statusCode,
    ).toBe(403);
    expect(
      (await (await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN'))).get(url)).statusCode,
    ).toBe(200);
    expect(
      (await client.get(`/api/participation/participant/${booked.mainParticipantId}/congress/closed-demo`))
        .statusCode,
    ).toBe(404);
  });

  it('PUT /api/participation/update/:id changes the accompanying names only', async () => {
    const client = await userClient();
    const booked = await book(client);
    const otherRate = await insertRate(t.database.db);
    const response = await client.put(`/api/participation/update/${booked.id}`, {
      accompanyingFirstName: 'Camille',
      accompanyingMemberNumber: 'M-1004',
      rateId: otherRate,
      registrations: [],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ rateId: booked.rateId, accompanyingFirstName: 'Camille' });
    expect(response.json().registrations).toHaveLength(1);
    expect((await (await userClient()).put(`/api/participation/update/${booked.id}`, {})).statusCode).toBe(
      403,
    );
    expect((await client.put('/api/participation/update/999999', {})).statusCode).toBe(404);
  });

  it('GET /api/participation/congress/:id pages the congress for staff, with no personal details (decisions 40)', async () => {
    const booked = await book(await userClient());
    const sensitive = [
      'passportNumber',
      'passportCreationDate',
      'passportExpirationDate',
      'passportIssuancePlace',
      'nationality',
      'medicalInformation',
      'billingInformation',
      'comment',
      'registrations',
      'payment',
    ];
    for (const role of ['ROLE_VISUALISATION', 'ROLE_ADMIN', 'ROLE_SUPER_ADMIN'] as const) {
      const staff = await clientAs(t, await insertStaff(t.database.db, role));
      const bySlug = await staff.get('/api/participation/congress/demo');
      expect(bySlug.statusCode, role).toBe(200);
      const page = bySlug.json() as { items: Record<string, unknown>[]; total: number; pageSize: number };
      expect(page.pageSize).toBe(25);
      expect(page.items.length).toBeLessThanOrEqual(25);
      const small = (await staff.get('/api/participation/congress/demo?pageSize=5')).json();
      expect([small.items.length, small.total]).toEqual([5, page.total]);
      // No field of the passport, medical, billing or comment kind, at any depth, for any role.
      for (const field of sensitive) expect(bySlug.body, `${role} ${field}`).not.toContain(`"${field}"`);
      const found = await staff.get(
        `/api/participation/congress/${booked.congress_id}?search=claire@booking.test&pageSize=200`,
      );
      expect(found.json().items.map((row: { participationId: number }) => row.participationId)).toContain(
        booked.id,
      );
    }
    const viewer = await clientAs(t, await insertStaff(t.database.db, 'ROLE_VISUALISATION'));
    expect((await viewer.get('/api/participation/congress/demo?pageSize=500')).statusCode).toBe(400);
    const ungranted = await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN', false));
    expect((await ungranted.get('/api/participation/congress/demo')).statusCode).toBe(403);
    expect((await (await userClient()).get('/api/participation/congress/demo')).statusCode).toBe(403);
    expect((await viewer.get('/api/participation/congress/nope')).statusCode).toBe(404);
  });
});

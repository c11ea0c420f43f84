import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestContext, type TestContext } from '../../../../test/test-app.ts';
import {
  bookingBody,
  clientAs,
  insertMember,
  insertRate,
  insertStaff,
  insertUsers,
  person,
} from '../../../../test/fixtures/booking-fixtures.ts';

const item = (overrides: Record<string, unknown> = {}) => ({
  ...person('Paul'),
  congressSlug: 'demo',
  participantType: 'affiliate-partners',
  ...overrides,
});

describe('participant routes (spec 7)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  const userClient = async () => clientAs(t, (await insertUsers(t.database.db, 1))[0]!);

  it('POST /api/participant/create links the subject and its companion, and reuses an unbooked one', async () => {
    const [user] = await insertUsers(t.database.db, 1);
    const client = await clientAs(t, user!);
    const created = await client.post('/api/participant/create', [
      item(),
      item({ firstName: 'Ana', isAccompanying: true }),
    ]);
    expect(created.statusCode).toBe(201);
    const [main, companion] = created.json();
    expect(main).toMatchObject({
      users: { id: user!.id },
      isAccompanying: false,
      participantType: { slug: 'affiliate-partners' },
    });
    expect(companion).toMatchObject({ users: { id: user!.id }, isAccompanying: true, participantType: null });
    const again = (await client.post('/api/participant/create', [item({ phone: '123' })])).json();
    expect([again[0].id, again[0].phone]).toEqual([main.id, '123']);
    await client.post('/api/registration/submit', bookingBody(await insertRate(t.database.db)));
    const booked = await client.post('/api/participant/create', [item()]);
    expect([booked.statusCode, booked.json().message]).toEqual([
      409,
      'You are already registered for this congress.',
    ]);
  });

  it('validates with the messages of spec 5, member fields on member types', async () => {
    const client = await userClient();
    const blank = await client.post('/api/participant/create', [item({ firstName: '', country: '' })]);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toMatchObject({
      '0.firstName': 'Please type something',
      '0.country': 'Please type something',
    });
    // A member type is the member book's; the staff path still checks its fields.
    const admin = await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN'));
    const member = await admin.post('/api/participant/create', [item({ participantType: 'member' })]);
    expect([member.statusCode, member.json().fields]).toEqual([
      400,
      { '0.memberNumber': 'Please type something' },
    ]);
    expect(
      (await client.post('/api/participant/create', [item({ participantType: 'member' })])).statusCode,
    ).toBe(403);
    expect(
      (await client.post('/api/participant/create', [item({ participantType: 'ghost' })])).statusCode,
    ).toBe(404);
    expect((await client.post('/api/participant/create', [item({ congressSlug: 'nope' })])).statusCode).toBe(
      404,
    );
  });

  it('lets an admin create a participant of nobody; visualisation and anonymous may not', async () => {
    const admin = await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN'));
    const created = await admin.post('/api/participant/create', [item()]);
    expect(created.statusCode).toBe(201);
    expect(created.json()[0]).toMatchObject({ users: null, memberUserId: null });
    const viewer = await clientAs(t, await insertStaff(t.database.db, 'ROLE_VISUALISATION'));
    expect((await viewer.post('/api/participant/create', [item()])).statusCode).toBe(403);
    expect((await createClient(t.app).post('/api/participant/create', [item()])).statusCode).toBe(401);
  });

  it('GET /api/participant/:id: the owner and admins of the congress, nobody else (decisions 40)', async () => {
    const owner = await userClient();
    const [created] = (await owner.post('/api/participant/create', [item()])).json();
    const url = `/api/participant/${created.id}`;
    expect((await owner.get(url)).json()).toMatchObject({ id: created.id, passportNumber: 'P1234567' });
    expect((await (await userClient()).get(url)).statusCode).toBe(403);
    // The passport and medical fields are never visualisation's.
    expect(
      (await (await clientAs(t, await insertStaff(t.database.db, 'ROLE_VISUALISATION'))).get(url)).statusCode,
    ).toBe(403);
    expect(
      (await (await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN'))).get(url)).json(),
    ).toMatchObject({ passportNumber: 'P1234567' });
    const ungranted = await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN', false));
    expect((await ungranted.get(url)).statusCode).toBe(403);
    expect((await createClient(t.app).get(url)).statusCode).toBe(401);
    expect((await owner.get('/api/participant/999999')).statusCode).toBe(404);
  });

  it('GET /api/participant/memberUserId/:id: the member itself and staff', async () => {
    const member = await insertMember(t.database.db, 'France');
    const client = await clientAs(t, member);
    const url = `/api/participant/memberUserId/${member.id}`;
    expect((await client.get(url)).statusCode).toBe(404);
    await client.post('/api/participant/create', [item({ participantType: 'member', workingHotel: '' })]);
    expect((await client.get(url)).json()).toMatchObject({
      memberUserId: member.id,
      memberNumber: member.numMember,
      section: 'France',
    });
    expect((await client.get(`${url}?congress=demo`)).statusCode).toBe(200);
    expect((await (await clientAs(t, await insertMember(t.database.db, null))).get(url)).statusCode).toBe(
      403,
    );
    expect(
      (await (await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN'))).get(url)).statusCode,
    ).toBe(200);
  });
});

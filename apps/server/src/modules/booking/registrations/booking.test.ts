import { MESSAGES } from '@congress/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestContext, type TestContext } from '../../../../test/test-app.ts';
import {
  bookingBody,
  clientAs,
  demoIds,
  insertMember,
  insertRate,
  insertUsers,
  person,
} from '../../../../test/fixtures/booking-fixtures.ts';

const MINUTE = 60_000;

describe('POST /api/registration/submit: the booking', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  const newClient = async () => clientAs(t, (await insertUsers(t.database.db, 1))[0]!);

  it('creates the participation, holds the place for the congress hold time and prices it', async () => {
    const rateId = await insertRate(t.database.db, { firstParticipantPrice: '650.00' });
    const client = await newClient();
    const response = await client.post('/api/registration/submit', bookingBody(rateId));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      rateId,
      lastRateId: null,
      priceCents: 65000,
      price: '650.00',
      paidCents: 0,
      amountDueCents: 65000,
      forwardAction: 'PAYE',
      currency: 'EUR',
      payment: [],
      rate: { id: rateId, hotel: { name: 'Grand Hotel' }, firstParticipantPrice: '650.00' },
    });
    expect(Date.parse(body.holdExpiresAt)).toBe(t.clock.now.getTime() + 30 * MINUTE);
    expect(body.consentAt).toBe(t.clock.now.toISOString());
    expect(body.registrations).toHaveLength(1);
    expect(body.registrations[0]).toMatchObject({
      position: 1,
      statusRegistration: 'pending',
      roomOption: 'single',
      hotel_id: body.rate.hotelId,
      participation_id: body.id,
      arrivalDate: '2027-06-09',
      arrivalTime: '14:30',
      participant: { firstName: 'Claire', isAccompanying: false, goodies: ['M'], passportNumber: 'P1234567' },
    });
    expect((await client.get('/api/participation/mine/congress/demo')).json().id).toBe(body.id);
    expect((await client.get(`/api/rate/${rateId}/count`)).json()).toBe(1);
  });

  it('updates on a second submit (200), keeping the old rate as lastRateId on a rate change', async () => {
    const [first, second] = [await insertRate(t.database.db), await insertRate(t.database.db)];
    const client = await newClient();
    const created = (await client.post('/api/registration/submit', bookingBody(first))).json();
    const edited = await client.post('/api/registration/submit', {
      ...bookingBody(first),
      main: person('Claire', { phone: '+33 1 00 00 00 00' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ id: created.id, rateId: first, lastRateId: null });
    expect(edited.json().registrations[0].participant.phone).toBe('+33 1 00 00 00 00');
    const moved = await client.post('/api/registration/submit', bookingBody(second));
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ id: created.id, rateId: second, lastRateId: first });
    expect(moved.json().registrations[0].participant.id).toBe(created.registrations[0].participant.id);
    expect((await client.get(`/api/rate/${first}/count`)).json()).toBe(0);
    expect((await client.get(`/api/rate/${second}/count`)).json()).toBe(1);
  });

  it('answers 400 with the messages of spec 5 per field', async () => {
    const rateId = await insertRate(t.database.db);
    const client = await newClient();
    const blank = person('', {
      lastName: ' ',
      email: 'not-an-email',
      phone: '',
      passportCreationDate: '2020-13-01',
      passportNumber: undefined,
      arrivalTime: '25:00',
    });
    const response = await client.post('/api/registration/submit', { ...bookingBody(rateId), main: blank });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION',
      fields: {
        'main.firstName': 'Please type something',
        'main.lastName': 'Please type something',
        'main.email': 'Please enter a valid email address',
        'main.phone': 'Please type something',
        'main.passportNumber': 'Please type something',
        'main.passportCreationDate': 'Please enter a valid date (YYYY-MM-DD)',
        'main.arrivalTime': 'Please enter a valid time (HH:MM)',
      },
    });
    const { rateId: _rate, consent: _consent, ...rest } = bookingBody(rateId);
    const missing = (await client.post('/api/registration/submit', rest)).json();
    expect(missing.fields).toMatchObject({
      rateId: MESSAGES.selectRate,
      consent: 'Please accept the privacy notice to register.',
    });
  });

  it('a member type needs a member-book sign-in: a user account is refused, whatever number it types', async () => {
    const ids = await demoIds(t.database.db);
    const rateId = await insertRate(t.database.db, {
      firstParticipantTypeId: await ids.typeId('activ-member'),
    });
    const client = await newClient();
    const main = person('Claire', { memberNumber: 'X-1', workingHotel: 'Hotel Avenida' });
    const refused = await client.post('/api/registration/submit', { ...bookingBody(rateId), main });
    expect([refused.statusCode, refused.json().message]).toEqual([403, MESSAGES.memberSignInRequired]);
    expect((await client.get(`/api/rate/${rateId}/count`)).json()).toBe(0);
    const member = await insertMember(t.database.db, 'Portugal');
    const accepted = await (await clientAs(t, member)).post('/api/registration/submit', {
      ...bookingBody(rateId),
      main,
    });
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().registrations[0].participant).toMatchObject({ memberNumber: member.numMember });
  });

  it('guards: 401 anonymous, 403 staff, 404 unknown congress or rate, 403 closed congress', async () => {
    const rateId = await insertRate(t.database.db);
    const anonymous = await createClient(t.app).post('/api/registration/submit', bookingBody(rateId));
    expect(anonymous.statusCode).toBe(401);
    const viewer = await clientAs(t, (await insertUsers(t.database.db, 1, ['ROLE_VISUALISATION']))[0]!);
    expect((await viewer.post('/api/registration/submit', bookingBody(rateId))).statusCode).toBe(403);
    const client = await newClient();
    const noCongress = await client.post('/api/registration/submit', {
      ...bookingBody(rateId),
      congressSlug: 'nope',
    });
    expect([noCongress.statusCode, noCongress.json().message]).toEqual([404, MESSAGES.congressNotFound]);
    const noRate = await client.post('/api/registration/submit', bookingBody(999_999));
    expect([noRate.statusCode, noRate.json().message]).toEqual([404, 'Rate not found']);
    const closed = await client.post('/api/registration/submit', {
      ...bookingBody(rateId),
      congressSlug: 'closed-demo',
    });
    expect([closed.statusCode, closed.json().code]).toEqual([403, 'CONGRESS_CLOSED']);
  });

  it('refuses CLOSED and SOLD OUT rates with 409 RATE_UNAVAILABLE', async () => {
    const day = 24 * 60 * MINUTE;
    const now = t.clock.now.getTime();
    const refused = [
      await insertRate(t.database.db, { isOpened: false }),
      await insertRate(t.database.db, {
        openDate: new Date(now - 60 * day),
        closeDate: new Date(now - 2 * day),
      }),
      await insertRate(t.database.db, {
        openDate: new Date(now + 2 * day),
        closeDate: new Date(now + 60 * day),
      }),
      await insertRate(t.database.db, { quota: 0 }),
    ];
    const client = await newClient();
    for (const rateId of refused) {
      const response = await client.post('/api/registration/submit', bookingBody(rateId));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'RATE_UNAVAILABLE', message: MESSAGES.rateUnavailable });
    }
    expect((await client.get('/api/participation/mine/congress/demo')).statusCode).toBe(404);
  });

  it('keeps the last place for its holder, and frees it when the hold expires', async () => {
    const rateId = await insertRate(t.database.db, { quota: 1 });
    const [holder, other] = [await newClient(), await newClient()];
    expect((await holder.post('/api/registration/submit', bookingBody(rateId))).statusCode).toBe(201);
    const full = await other.post('/api/registration/submit', bookingBody(rateId));
    expect([full.statusCode, full.json().code]).toEqual([409, 'RATE_UNAVAILABLE']);
    expect((await holder.post('/api/registration/submit', bookingBody(rateId))).statusCode).toBe(200);

    t.clock.advance(31 * MINUTE);
    expect((await other.get(`/api/rate/${rateId}/count`)).json()).toBe(0);
    expect((await other.post('/api/registration/submit', bookingBody(rateId))).statusCode).toBe(201);
    const late = await holder.post('/api/registration/submit', bookingBody(rateId));
    expect([late.statusCode, late.json().code]).toEqual([409, 'RATE_UNAVAILABLE']);
  });
});

import { MESSAGES } from '@congress/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/test-app.ts';
import { payments } from '../../../db/schema/index.ts';
import {
  bookingBody,
  clientAs,
  insertRate,
  insertUsers,
  person,
} from '../../../../test/fixtures/booking-fixtures.ts';

type Registration = { position: number; statusRegistration: string; participant: Record<string, unknown> };

describe('POST /api/registration/submit: companions and room-sharing members', () => {
  let t: TestContext;
  let accompanyRate: number;
  let singleRate: number;
  let sharingRate: number;
  beforeAll(async () => {
    t = await createTestContext();
    const twin = { roomOption: 'twin/double', secondParticipantPrice: '400.00' } as const;
    accompanyRate = await insertRate(t.database.db, { ...twin, secondParticipantType: 'accompany' });
    sharingRate = await insertRate(t.database.db, { ...twin, secondParticipantType: 'member' });
    singleRate = await insertRate(t.database.db);
  });
  afterAll(() => t.close());
  const newClient = async () => clientAs(t, (await insertUsers(t.database.db, 1))[0]!);
  const withCompanion = () => ({
    ...bookingBody(accompanyRate),
    roomOption: 'double' as const,
    companion: person('Yuki', { email: 'yuki@booking.test' }),
  });

  it('books a companion: two registrations, both prices (decisions 12)', async () => {
    const client = await newClient();
    const response = await client.post('/api/registration/submit', withCompanion());
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ priceCents: 105000, amountDueCents: 105000, accompanyingFirstName: 'Yuki' });
    expect(body.registrations.map((r: Registration) => [r.position, r.statusRegistration])).toEqual([
      [1, 'pending'],
      [2, 'pending'],
    ]);
    expect(body.registrations[1]).toMatchObject({
      roomOption: 'double',
      participant: { isAccompanying: true },
    });
  });

  it('refuses a room option the rate does not offer', async () => {
    const client = await newClient();
    const response = await client.post('/api/registration/submit', {
      ...withCompanion(),
      roomOption: 'single',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      roomOption: 'This room option is not offered by the chosen rate.',
    });
  });

  it('removes a companion only once the participant confirms, by rate change or by toggle', async () => {
    const client = await newClient();
    const created = (await client.post('/api/registration/submit', withCompanion())).json();
    const unconfirmed = await client.post('/api/registration/submit', bookingBody(singleRate));
    expect(unconfirmed.statusCode).toBe(409);
    expect(unconfirmed.json()).toMatchObject({
      code: 'COMPANION_REMOVAL_REQUIRED',
      message: MESSAGES.companionRemoval,
    });
    expect((await client.get('/api/participation/mine/congress/demo')).json().rateId).toBe(accompanyRate);

    const moved = await client.post('/api/registration/submit', {
      ...bookingBody(singleRate),
      confirmCompanionRemoval: true,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      id: created.id,
      rateId: singleRate,
      lastRateId: accompanyRate,
      priceCents: 65000,
    });
    expect(moved.json().registrations.map((r: Registration) => r.statusRegistration)).toEqual([
      'pending',
      'cancelled',
    ]);

    // Back with a companion: the second registration is booked again; then the toggle removes it.
    const back = (await client.post('/api/registration/submit', withCompanion())).json();
    expect(back.registrations.map((r: Registration) => r.statusRegistration)).toEqual(['pending', 'pending']);
    const toggled = { ...bookingBody(accompanyRate), roomOption: 'twin' as const };
    expect((await client.post('/api/registration/submit', toggled)).json().code).toBe(
      'COMPANION_REMOVAL_REQUIRED',
    );
    const removed = await client.post('/api/registration/submit', {
      ...toggled,
      confirmCompanionRemoval: true,
    });
    expect(removed.json().registrations.map((r: Registration) => r.statusRegistration)).toEqual([
      'pending',
      'cancelled',
    ]);
    expect(removed.json().priceCents).toBe(65000);
  });

  it('requires the sharing member, who adds no price (decisions 12)', async () => {
    const client = await newClient();
    const missing = await client.post('/api/registration/submit', {
      ...bookingBody(sharingRate),
      roomOption: 'twin',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({
      'sharing.firstName': 'Please type something',
      'sharing.lastName': 'Please type something',
      'sharing.memberNumber': 'Please type something',
    });
    const sharing = { firstName: 'Camille', lastName: 'Dubois', memberNumber: 'M-1004' };
    const response = await client.post('/api/registration/submit', {
      ...bookingBody(sharingRate),
      roomOption: 'twin',
      sharing,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      priceCents: 65000,
      accompanyingFirstName: 'Camille',
      accompanyingMemberNumber: 'M-1004',
    });
    expect(response.json().registrations[1].participant).toMatchObject({
      firstName: 'Camille',
      memberNumber: 'M-1004',
    });
  });

  it('counts what is paid: adding a companion after paying leaves the companion price due, pending', async () => {
    const client = await newClient();
    const created = (await client.post('/api/registration/submit', bookingBody(accompanyRate))).json();
    await t.database.db.insert(payments).values({
      participationId: created.id,
      kind: 'charge',
      method: 'card',
      status: 'confirmed',
      amountCents: 65000,
      currency: 'EUR',
    });
    const updated = await client.post('/api/registration/submit', withCompanion());
    // Paid already: the companion waits as a pending change until its price is paid (decisions 32).
    expect(updated.json()).toMatchObject({
      priceCents: 65000,
      paidCents: 65000,
      amountDueCents: 0,
      pendingChange: { second: { kind: 'companion', firstName: 'Yuki' }, statement: { dueCents: 40000 } },
    });
    // The one payment contract (ZPayment): the payment routes' names, cents and payment number.
    expect(updated.json().payment[0]).toMatchObject({
      statusPayment: 'confirmed',
      typePayment: 'card',
      sum: '650.00',
      amountCents: 65000,
      paymentNumber: expect.stringMatching(/^\d{8}-\d+$/),
    });
  });
});

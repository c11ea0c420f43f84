import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CongressFixture,
  createParticipation,
  createRate,
  paymentsOf,
  registrationsOf,
  signInAs,
} from '../../../test/fixtures/payment-fixtures.ts';
import { type StripeWorld, startStripeWorld } from '../../../test/fixtures/stripe-world.ts';
import { signedEvent, type StripeStub } from '../../../test/stripe-stub.ts';
import { createClient, type TestClient, type TestContext } from '../../../test/test-app.ts';
import { participations, roomBlocks } from '../../db/schema/index.ts';

const HOLD_MS = 30 * 60_000;
const STAY = { checkInOn: '2027-06-10', checkOutOn: '2027-06-12' };

/** Decisions 11 and 46: a card success after the hold ended keeps the booking only if its rooms are left. */
describe('a late card success takes its room night by night', () => {
  let t: TestContext;
  let stub: StripeStub;
  let congress: CongressFixture;
  let world: StripeWorld;
  beforeAll(async () => {
    world = await startStripeWorld();
    ({ t, stub, congress } = world);
  });
  afterAll(() => world.close());

  /** A block of one single room on the two nights, at the congress's hotel. */
  const blockOfOneRoom = () =>
    t.database.db.insert(roomBlocks).values(
      ['2027-06-10', '2027-06-11'].map((night) => ({
        congressId: congress.id,
        hotelId: congress.hotelId,
        roomType: 'single' as const,
        night,
        rooms: 1,
      })),
    );

  async function heldStay(rateId: number, holdUntil: Date) {
    const participation = await createParticipation(t.database.db, congress, rateId, { holdUntil });
    await t.database.db.update(participations).set(STAY).where(eq(participations.id, participation.id));
    return participation;
  }

  async function startCardPayment(
    rateId: number,
  ): Promise<{ client: TestClient; id: number; intentId: string }> {
    const participation = await heldStay(rateId, new Date(t.clock.now.getTime() + HOLD_MS));
    const client = createClient(t.app);
    await signInAs(client, participation.userId);
    const created = await client.post('/api/payment/stripe/create', { participation: participation.id });
    expect(created.statusCode, created.body).toBe(200);
    const [payment] = await paymentsOf(t.database.db, participation.id);
    return { client, id: participation.id, intentId: payment?.providerIntentId ?? '' };
  }

  const deliverSuccess = (client: TestClient, intentId: string) => {
    stub.setStatus(intentId, 'succeeded');
    const event = signedEvent('payment_intent.succeeded', stub.intents.get(intentId) ?? {});
    return client.request({
      method: 'POST',
      url: '/api/payment/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      payload: event.payload,
    });
  };

  it('refunds a late success whose room was taken on a night of its stay, the rate having places', async () => {
    await blockOfOneRoom();
    const rateId = await createRate(t.database.db, congress, { quota: 100 });
    const { client, id, intentId } = await startCardPayment(rateId);
    t.clock.advance(HOLD_MS + 60_000);
    // The expired hold no longer holds the room: someone else takes it before the payment lands.
    await heldStay(rateId, new Date(t.clock.now.getTime() + HOLD_MS));
    const refundsBefore = stub.requestsTo('POST', '/v1/refunds').length;

    expect((await deliverSuccess(client, intentId)).statusCode).toBe(200);
    expect(stub.requestsTo('POST', '/v1/refunds').slice(refundsBefore)).toHaveLength(1);
    expect((await paymentsOf(t.database.db, id)).map((row) => [row.kind, row.status])).toEqual([
      ['charge', 'confirmed'],
      ['refund', 'confirmed'],
    ]);
    const registrations = await registrationsOf(t.database.db, id);
    expect(registrations.map((r) => [r.statusRegistration, r.statusComment])).toEqual([
      ['cancelled', 'hold expired'],
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestClient, type TestContext } from '../../../test/test-app.ts';
import { bookingBody, clientAs, insertRate, insertUsers } from '../../../test/fixtures/booking-fixtures.ts';

/**
 * Decisions 32: member3 paid EUR 600 for a twin and changes to a EUR 800 single.
 * The payment summary answers the choice in force, the new choice, what was paid and what the card
 * is charged now; the card payment then asks exactly that amount (the Pay button's).
 */
describe('the pay screen of a pending change says what is bought', () => {
  let t: TestContext;
  let twin: number;
  let single: number;
  beforeAll(async () => {
    t = await createTestContext();
    twin = await insertRate(t.database.db, { label: 'Twin - Grand Hotel', firstParticipantPrice: '600.00' });
    single = await insertRate(t.database.db, {
      label: 'Single - Grand Hotel',
      firstParticipantPrice: '800.00',
    });
  });
  afterAll(() => t.close());

  async function payByCard(client: TestClient, participationId: number) {
    const created = await client.post('/api/payment/stripe/create', { participation: participationId });
    expect(created.statusCode, created.body).toBe(200);
    const paid = await client.post('/api/payment/offline/confirm', {
      clientSecret: created.json().clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 1,
      expYear: 2031,
      cvc: '123',
      billingName: 'Member Three',
      billingEmail: 'member3@booking.test',
    });
    expect(paid.json().status).toBe('succeeded');
  }

  it('answers in force Twin EUR 600, new Single EUR 800, paid EUR 600, charged now EUR 200, as the card asks', async () => {
    const [user] = await insertUsers(t.database.db, 1);
    if (!user) throw new Error('no user');
    const client = await clientAs(t, user);
    const booked = (await client.post('/api/registration/submit', bookingBody(twin))).json();
    await payByCard(client, booked.id);
    const before = await client.get(`/api/payment/participation/${booked.id}`);
    expect(before.json().change).toBeNull();

    const changed = await client.post('/api/registration/submit', bookingBody(single));
    expect(changed.statusCode, changed.body).toBe(200);
    const summary = await client.get(`/api/payment/participation/${booked.id}`);
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().change).toEqual({
      inForce: { rateLabel: 'Twin - Grand Hotel', pax: 1, priceCents: 60000 },
      next: { rateLabel: 'Single - Grand Hotel', pax: 1, priceCents: 80000 },
      paidCents: 60000,
      awaitingTransferCents: 0,
      chargedNowCents: 20000,
      action: 'PAYE',
    });
    const card = await client.post('/api/payment/stripe/create', { participation: booked.id });
    expect(card.json().amountCents).toBe(summary.json().change.chargedNowCents);
  });
});

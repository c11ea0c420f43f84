import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestClient, type TestContext } from '../../../../test/test-app.ts';
import {
  bookingBody,
  clientAs,
  insertRate,
  insertUsers,
  person,
} from '../../../../test/fixtures/booking-fixtures.ts';
import { pendingChanges } from '../../../db/schema/index.ts';

/** Modify then NEXT with nothing edited, on a paid booking (decisions 32): no pending change. */
describe('a change with nothing changed', () => {
  let t: TestContext;
  let double: number;
  beforeAll(async () => {
    t = await createTestContext();
    double = await insertRate(t.database.db, {
      roomOption: 'twin/double',
      firstParticipantPrice: '800.00',
      secondParticipantType: 'accompany',
      secondParticipantPrice: '400.00',
    });
  });
  afterAll(() => t.close());

  const withCompanion = () => ({
    ...bookingBody(double),
    roomOption: 'double' as const,
    companion: person('Yuki', { email: 'yuki@booking.test' }),
  });
  const pendingOf = (participationId: number) =>
    t.database.db.select().from(pendingChanges).where(eq(pendingChanges.participationId, participationId));

  async function paidDouble(): Promise<{ client: TestClient; id: number }> {
    const client = await clientAs(t, (await insertUsers(t.database.db, 1))[0]!);
    const booked = (await client.post('/api/registration/submit', withCompanion())).json();
    const created = await client.post('/api/payment/stripe/create', { participation: booked.id });
    const paid = await client.post('/api/payment/offline/confirm', {
      clientSecret: created.json().clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 1,
      expYear: 2031,
      cvc: '123',
      billingName: 'Claire Martin',
      billingEmail: 'claire@booking.test',
    });
    expect(paid.json().status).toBe('succeeded');
    return { client, id: booked.id as number };
  }

  it('NEXT asking for the paid booking as it stands holds nothing and leaves it paid', async () => {
    const { client, id } = await paidDouble();
    const again = await client.post('/api/registration/submit', withCompanion());
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ pendingChange: null, priceCents: 120000, amountDueCents: 0 });
    expect(await pendingOf(id)).toEqual([]);
  });

  it('an edited field is still a change, and asking for the booking in force again drops it', async () => {
    const { client, id } = await paidDouble();
    const edited = withCompanion();
    edited.companion = person('Yuko', { email: 'yuki@booking.test' });
    const changed = await client.post('/api/registration/submit', edited);
    expect(changed.json().pendingChange).not.toBeNull();
    expect(await pendingOf(id)).toHaveLength(1);

    const back = await client.post('/api/registration/submit', withCompanion());
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({
      pendingChange: null,
      accompanyingFirstName: 'Yuki',
      amountDueCents: 0,
    });
    expect(await pendingOf(id)).toEqual([]);
  });
});

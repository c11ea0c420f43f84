import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, type TestContext } from '../../../test/test-app.ts';
import { invoices, processedPaymentEvents } from '../../db/schema/index.ts';
import { signedEvent, type StripeStub } from '../../../test/stripe-stub.ts';
import {
  type CongressFixture,
  createParticipation,
  createRate,
  lastInvoiceNumberOf,
  outboxOf,
  paymentsOf,
  registrationsOf,
  signInAs,
} from '../../../test/fixtures/payment-fixtures.ts';
import { type StripeWorld, startStripeWorld } from '../../../test/fixtures/stripe-world.ts';
import { sized } from '../../../test/suite-size.ts';

const DELIVERIES = 10;
const ROUNDS = sized(3, 20);

/** Concurrency: Stripe delivers the same success 10 times at once (retries, two endpoints). */
describe('the same payment webhook event delivered concurrently', () => {
  let t: TestContext;
  let stub: StripeStub;
  let congress: CongressFixture;
  let world: StripeWorld;
  beforeAll(async () => {
    world = await startStripeWorld();
    ({ t, stub, congress } = world);
  });
  afterAll(() => world.close());

  it(`makes one transition, one invoice number and one e-mail of ${DELIVERIES} deliveries (${ROUNDS} rounds)`, async () => {
    const rateId = await createRate(t.database.db, congress, { price: '800.00' });
    for (let round = 0; round < ROUNDS; round++) {
      const participation = await createParticipation(t.database.db, congress, rateId);
      const owner = createClient(t.app);
      await signInAs(owner, participation.userId);
      const created = await owner.post('/api/payment/stripe/create', { participation: participation.id });
      expect(created.statusCode, created.body).toBe(200);
      const intentId = (await paymentsOf(t.database.db, participation.id))[0]?.providerIntentId ?? '';
      stub.setStatus(intentId, 'succeeded');
      const event = signedEvent('payment_intent.succeeded', stub.intents.get(intentId) ?? {});
      const anonymous = createClient(t.app);
      const answers = await Promise.all(
        Array.from({ length: DELIVERIES }, () =>
          anonymous.request({
            method: 'POST',
            url: '/api/payment/stripe/webhook',
            headers: {
              'content-type': 'application/json; charset=utf-8',
              'stripe-signature': event.signature,
            },
            payload: event.payload,
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));

      expect((await paymentsOf(t.database.db, participation.id)).map((p) => p.status)).toEqual(['confirmed']);
      expect((await registrationsOf(t.database.db, participation.id))[0]?.statusRegistration).toBe(
        'confirmed',
      );
      const eventId = JSON.parse(event.payload).id as string;
      const processed = await t.database.db
        .select()
        .from(processedPaymentEvents)
        .where(eq(processedPaymentEvents.eventId, eventId));
      expect(processed).toHaveLength(1);
      const issued = await t.database.db
        .select()
        .from(invoices)
        .where(eq(invoices.participationId, participation.id));
      expect(issued.map((i) => i.number)).toEqual([round + 1]);
      expect(await lastInvoiceNumberOf(t.database.db, congress.id)).toBe(round + 1);
      const mails = (await outboxOf(t.database.db, congress.id)).filter((m) =>
        m.attachments.some((a) => a.fileId === issued[0]?.fileId),
      );
      expect(mails).toHaveLength(1);
    }
  }, 120_000);
});

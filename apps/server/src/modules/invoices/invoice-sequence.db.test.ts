import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestContext, type TestContext } from '../../../test/test-app.ts';
import { invoices } from '../../db/schema/index.ts';
import {
  createCongress,
  createParticipation,
  createRate,
  paymentsOf,
  signInAs,
  TEST_JWT_SECRET,
} from '../../../test/fixtures/payment-fixtures.ts';
import { lastInvoiceNumber } from './invoices.repository.ts';

const CONFIRMATIONS = 20;

describe('the gapless invoice sequence (decisions 29)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
  });
  afterAll(() => t.close());

  it(`numbers ${CONFIRMATIONS} concurrent confirmations 1..${CONFIRMATIONS}, no gap, no duplicate`, async () => {
    const congress = await createCongress(t.database.db);
    const rateId = await createRate(t.database.db, congress, { price: '412.50' });
    const secrets: string[] = [];
    const participationIds: number[] = [];
    for (let i = 0; i < CONFIRMATIONS; i += 1) {
      const participation = await createParticipation(t.database.db, congress, rateId);
      const client = createClient(t.app);
      await signInAs(client, participation.userId);
      const created = await client.post('/api/payment/stripe/create', { participation: participation.id });
      secrets.push(created.json().clientSecret);
      participationIds.push(participation.id);
    }
    const anonymous = createClient(t.app);
    const answers = await Promise.all(
      secrets.map((clientSecret) =>
        anonymous.post('/api/payment/offline/confirm', {
          clientSecret,
          cardNumber: '4242424242424242',
          expMonth: 6,
          expYear: 2032,
          cvc: '999',
          billingName: 'Claire Martin',
          billingEmail: 'claire@payments.test',
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect(answers.map((answer) => answer.json().status)).toEqual(answers.map(() => 'succeeded'));

    const issued = await t.database.db.select().from(invoices).where(eq(invoices.congressId, congress.id));
    const numbers = issued.map((invoice) => invoice.number ?? 0).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: CONFIRMATIONS }, (_, i) => i + 1));
    expect(new Set(issued.map((invoice) => invoice.participationId)).size).toBe(CONFIRMATIONS);
    expect(await lastInvoiceNumber(t.database.db, congress.id)).toBe(CONFIRMATIONS);
    for (const id of participationIds) {
      expect((await paymentsOf(t.database.db, id)).map((row) => row.status)).toEqual(['confirmed']);
    }
  });
});

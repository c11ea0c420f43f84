import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestClient, type TestContext } from '../../../test/test-app.ts';
import { deskFixtures } from '../../../test/fixtures/desk-fixtures.ts';
import {
  type CongressFixture,
  createCongress,
  TEST_JWT_SECRET,
} from '../../../test/fixtures/payment-fixtures.ts';
import { rates } from '../../db/schema/index.ts';

/** Decisions 31: the desk reads every amount from the participation's account statement. */
describe('payments desk: amounts from the account statement', () => {
  let t: TestContext;
  let congress: CongressFixture;
  let f: ReturnType<typeof deskFixtures>;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    congress = await createCongress(t.database.db);
    f = deskFixtures(t);
    admin = await f.staffClient(['ROLE_ADMIN'], congress.id);
  });
  afterAll(() => t.close());

  it('a search by reference shows the transfer as awaited, not received, and what is due beyond it', async () => {
    const transfer = await f.pendingTransfer(congress);
    await t.database.db
      .update(rates)
      .set({ firstParticipantPrice: '1000.00' })
      .where(eq(rates.id, transfer.rateId));
    const found = await admin.get(
      `/api/payments-desk/congress/${congress.slug}/participations?search=${transfer.reference}`,
    );
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().items[0]).toMatchObject({
      receivedCents: 0,
      amountDueCents: 20000,
      statement: { priceCents: 100000, paidCents: 0, awaitingTransferCents: 80000, dueCents: 20000 },
    });
  });

  it('a refund request shows the statement it was asked from: price, paid and the request', async () => {
    const paid = await f.paidByCard(congress);
    await t.database.db
      .update(rates)
      .set({ firstParticipantPrice: '550.00' })
      .where(eq(rates.id, paid.rateId));
    await paid.owner.post('/api/payment/confirm', { participation: paid.participationId });
    const list = (await admin.get(`/api/payments-desk/congress/${congress.slug}/refunds`)).json();
    const item = list.items.find(
      (i: { participationId: number }) => i.participationId === paid.participationId,
    );
    expect(item).toMatchObject({
      amountCents: 25000,
      statement: { priceCents: 55000, paidCents: 80000, refundRequestedCents: 25000, dueCents: -25000 },
    });
  });
});

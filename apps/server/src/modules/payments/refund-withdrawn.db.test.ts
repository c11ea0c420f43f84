import type { TParticipation } from '@congress/domain/contracts/participations';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskFixtures } from '../../../test/fixtures/desk-fixtures.ts';
import {
  type CongressFixture,
  createCongress,
  paymentsOf,
  TEST_JWT_SECRET,
} from '../../../test/fixtures/payment-fixtures.ts';
import { deliverOutbox } from '../../../test/outbox-delivery.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestContext, type TestClient, type TestContext } from '../../../test/test-app.ts';
import { rates } from '../../db/schema/index.ts';

/**
 * A refund request that a dearer choice withdraws is told by e-mail, and a refused
 * request keeps the organiser's reason on the participant's own participation.
 */
describe('refund requests withdrawn and refused say so', () => {
  let t: TestContext;
  let congress: CongressFixture;
  let f: ReturnType<typeof deskFixtures>;
  let admin: TestClient;
  let smtp: SmtpCapture;
  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    congress = await createCongress(t.database.db);
    f = deskFixtures(t);
    admin = await f.staffClient(['ROLE_ADMIN'], congress.id);
    smtp = await startSmtpCapture();
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });

  const price = (rateId: number, value: string) =>
    t.database.db.update(rates).set({ firstParticipantPrice: value }).where(eq(rates.id, rateId));

  it('e-mails the participant when CONFIRM withdraws the request a downgrade made', async () => {
    const paid = await f.paidByCard(congress, '800.00');
    await price(paid.rateId, '400.00');
    const refund = await paid.owner.post('/api/payment/confirm', { participation: paid.participationId });
    expect(refund.json()).toMatchObject({ label: 'REFUND', amountCents: 40000 });
    // The dearer choice again: the summary's statement names the request CONFIRM withdraws.
    await price(paid.rateId, '800.00');
    const summary = (await paid.owner.get(`/api/payment/participation/${paid.participationId}`)).json();
    expect(summary.statement).toMatchObject({ action: 'CONFIRM', excessRefundRequestCents: 40000 });
    const confirm = await paid.owner.post('/api/payment/confirm', { participation: paid.participationId });
    expect(confirm.json()).toMatchObject({ label: 'CONFIRM' });
    const request = (await paymentsOf(t.database.db, paid.participationId)).find((p) => p.kind === 'refund');
    expect(request?.status).toBe('cancelled');

    await deliverOutbox(t.database.db, smtp.url, 'no-reply@payments.test');
    const mail = await smtp.waitFor((m) => m.to.includes(paid.email) && /withdrawn/i.test(m.subject));
    expect(mail.subject).toBe('Payments Congress 2027: your refund request is withdrawn');
    expect(mail.text).toContain('Your request for a refund of €400.00');
    expect(mail.text).toContain('has been withdrawn');
  });

  it("shows the organiser's reason for a refused refund on the participant's participation", async () => {
    const paid = await f.paidByCard(congress, '800.00');
    await price(paid.rateId, '650.00');
    await paid.owner.post('/api/payment/confirm', { participation: paid.participationId });
    const list = (await admin.get(`/api/payments-desk/congress/${congress.slug}/refunds`)).json();
    const item = list.items.find(
      (i: { participationId: number }) => i.participationId === paid.participationId,
    );
    // Refusing needs a reason.
    expect(
      (await admin.post(`/api/payments-desk/refund/${item.paymentId}/refuse`, { reason: '' })).statusCode,
    ).toBe(400);
    const reason = 'Refunds closed on 1 May, as the conditions of sale say';
    const refused = await admin.post(`/api/payments-desk/refund/${item.paymentId}/refuse`, { reason });
    expect(refused.statusCode, refused.body).toBe(200);

    const mine = (
      await paid.owner.get(`/api/participation/mine/congress/${congress.slug}`)
    ).json() as TParticipation;
    expect(mine.payment.find((p) => p.kind === 'refund')).toMatchObject({
      state: 'refund_refused',
      refusalReason: reason,
      amountCents: 15000,
    });
    expect(mine.payment.find((p) => p.kind === 'charge')?.refusalReason ?? null).toBeNull();
  });
});

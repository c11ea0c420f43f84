import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliverOutbox } from '../../../test/outbox-delivery.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import {
  createClient,
  createTestContext,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import { deskFixtures } from '../../../test/fixtures/desk-fixtures.ts';
import {
  type CongressFixture,
  createCongress,
  createParticipation,
  createRate,
  paymentsOf,
  signInAs,
  TEST_JWT_SECRET,
} from '../../../test/fixtures/payment-fixtures.ts';
import { rates } from '../../db/schema/index.ts';
import { personalLinkText } from '../../lib/mail/personal-link.ts';

/** Decisions 36: each e-mail a participant receives, read back from a real SMTP server, every amount checked. */
describe('the payment e-mails state true amounts', () => {
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
  beforeEach(async () => {
    await deliver();
    smtp.clear();
  });

  const deliver = () => deliverOutbox(t.database.db, smtp.url, 'no-reply@payments.test');
  async function mailTo(email: string, subject: RegExp) {
    await deliver();
    return smtp.waitFor((m) => m.to.includes(email) && subject.test(m.subject));
  }

  async function payByCard(client: TestClient, participation: number) {
    const created = await client.post('/api/payment/stripe/create', { participation });
    expect(created.statusCode, created.body).toBe(200);
    const paid = await client.post('/api/payment/offline/confirm', {
      clientSecret: created.json().clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 1,
      expYear: 2031,
      cvc: '123',
      billingName: 'Claire Martin',
      billingEmail: 'claire@payments.test',
    });
    expect(paid.json().status).toBe('succeeded');
  }

  async function refundRequestOf(participationId: number): Promise<number> {
    const list = (await admin.get(`/api/payments-desk/congress/${congress.slug}/refunds`)).json();
    const item = list.items.find((i: { participationId: number }) => i.participationId === participationId);
    return item.paymentId;
  }

  it('payment received: a €400 upgrade of a €1,200 room says this payment and the total paid', async () => {
    const rateId = await createRate(t.database.db, congress, {
      label: 'Double with accompanying person',
      price: '800.00',
      secondPrice: '400.00',
    });
    const participation = await createParticipation(t.database.db, congress, rateId, { companion: true });
    const owner = createClient(t.app);
    await signInAs(owner, participation.userId);
    const email = `claire-${participation.userId}@payments.test`;
    await payByCard(owner, participation.id);
    const first = await mailTo(email, /payment received/i);
    expect(first.text).toContain('We have received your payment of €1,200.00');
    expect(first.text).toContain('You have paid €1,200.00 in total');
    // The invoice, and the tickets of the people it confirmed.
    expect(first.attachments.map((a) => a.filename)).toEqual([
      `invoice_${congress.slug}.pdf`,
      `ticket_${congress.slug}.pdf`,
    ]);

    smtp.clear();
    // The room now costs €1,600 (a dearer choice completed): €400 is due and paid by card.
    await t.database.db.update(rates).set({ secondParticipantPrice: '800.00' }).where(eq(rates.id, rateId));
    await payByCard(owner, participation.id);
    const upgrade = await mailTo(email, /payment received/i);
    expect(upgrade.text).toContain('We have received your payment of €400.00');
    expect(upgrade.text).toContain('You have paid €1,600.00 in total');
    expect(upgrade.text).toContain('Nothing more is due.');
    expect(upgrade.text).not.toContain('for a total of');
    expect(upgrade.text).not.toContain('€1,200.00');
  });

  it('refund requested and refund completed state the €250 refunded, never the €550 price', async () => {
    const paid = await f.paidByCard(congress);
    await t.database.db
      .update(rates)
      .set({ firstParticipantPrice: '550.00' })
      .where(eq(rates.id, paid.rateId));
    smtp.clear();
    await paid.owner.post('/api/payment/confirm', { participation: paid.participationId });
    const requested = await mailTo(paid.email, /refund request/i);
    expect(requested.text).toContain('We have received your request for a refund of €250.00');
    expect(requested.text).not.toContain('€550.00');

    const approved = await admin.post(
      `/api/payments-desk/refund/${await refundRequestOf(paid.participationId)}/approve`,
      {},
    );
    expect(approved.statusCode, approved.body).toBe(200);
    const completed = await mailTo(paid.email, /refund of/i);
    expect(completed.subject).toContain('€250.00');
    expect(completed.text).toContain('We have refunded €250.00');
    expect(completed.text).not.toContain('€550.00');
    expect(completed.attachments.map((a) => a.filename)).toEqual([`credit_note_${congress.slug}.pdf`]);
  });

  it('refund refused: the amount and the reason; the line reads Refund refused and nothing is due', async () => {
    const paid = await f.paidByCard(congress);
    await t.database.db
      .update(rates)
      .set({ firstParticipantPrice: '700.00' })
      .where(eq(rates.id, paid.rateId));
    await paid.owner.post('/api/payment/confirm', { participation: paid.participationId });
    const refused = await admin.post(
      `/api/payments-desk/refund/${await refundRequestOf(paid.participationId)}/refuse`,
      { reason: 'The rate change was made after the deadline' },
    );
    expect(refused.statusCode, refused.body).toBe(200);
    const mail = await mailTo(paid.email, /not approved/i);
    expect(mail.text).toContain('Your request for a refund of €100.00');
    expect(mail.text).toContain('Reason: The rate change was made after the deadline');

    const summary = (await paid.owner.get(`/api/payment/participation/${paid.participationId}`)).json();
    expect(summary.statement).toMatchObject({ dueCents: 0, refundRefusedCents: 10000, action: 'CONFIRM' });
    expect(summary.payments.map((p: { state: string }) => p.state)).toEqual(['paid', 'refund_refused']);
  });

  it('transfer instructions come from the editable template, with amount, reference and due date', async () => {
    const saved = await admin.put(`/api/email/template/${encodeURIComponent('Transfer instructions')}`, {
      congressId: congress.id,
      subject: 'Transfer {{transferReference}}',
      body: '<p>Edited: transfer {{transferAmount}} by {{transferDueDate}} quoting {{transferReference}}.</p>',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const transfer = await f.pendingTransfer(congress);
    const [payment] = await paymentsOf(t.database.db, transfer.participationId);
    const mail = await mailTo(transfer.email, new RegExp(transfer.reference));
    const due = new Date((payment?.date.getTime() ?? 0) + 15 * 86_400_000);
    const dueText = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Lisbon',
    }).format(due);
    expect(mail.text).toBe(
      `Edited: transfer €800.00 by ${dueText} quoting ${transfer.reference}.\n\n${personalLinkText('en', congress.slug)}`,
    );
    expect(mail.attachments.map((a) => a.filename)).toEqual([`proforma_${congress.slug}.pdf`]);
  });
});

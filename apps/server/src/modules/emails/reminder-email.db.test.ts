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
import { emailOutbox, registrations } from '../../db/schema/index.ts';
import {
  type CongressFixture,
  createCongress,
  createParticipation,
  createRate,
  createUser,
  type ParticipationFixture,
  signInAs,
  TEST_JWT_SECRET,
} from '../../../test/fixtures/payment-fixtures.ts';

/**
 * A transfer reminder (spec 3's reminder payload) sent to a pending transfer, a
 * participation with no payment and a €0 speaker: only the first is reminded, with the bank
 * reference its proforma gives; the others are listed and skipped (decisions 36).
 */
describe('the payment reminder quotes the bank reference and never an empty or €0 line', () => {
  let t: TestContext;
  let smtp: SmtpCapture;
  let congress: CongressFixture;
  let admin: TestClient;
  let transfer: ParticipationFixture;
  let reference: string;
  let unpaid: ParticipationFixture;
  let speaker: ParticipationFixture;
  // A reminder written for transfers, quoting their reference (the demo's own reminder speaks to every
  // row of Wait payment through {{balance}} since decisions 41, and is tested with the list).
  const reminder = {
    subject: '{{congressLabel}}: payment reminder {{paymentReference}}',
    body:
      '<p>Dear {{firstName}} {{lastName}},</p><p>We have not yet received your bank transfer of ' +
      '{{amountAwaitingTransfer}} for {{rateLabel}} (total price {{totalPrice}}).</p><p>Please transfer ' +
      'it quoting {{paymentReference}} as the reference.</p>',
  };

  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    smtp = await startSmtpCapture();
    const db = t.database.db;
    congress = await createCongress(db);
    const rateId = await createRate(db, congress, { price: '800.00' });
    transfer = await createParticipation(db, congress, rateId, { firstName: 'Theo' });
    unpaid = await createParticipation(db, congress, rateId, { firstName: 'Ulla' });
    const speakerRate = await createRate(db, congress, { label: 'Speaker room', price: '0.00' });
    speaker = await createParticipation(db, congress, speakerRate, { firstName: 'Sara' });
    const owner = createClient(t.app);
    await signInAs(owner, transfer.userId);
    const chosen = await owner.post('/api/payment/bank-transfer', { participation: transfer.id });
    reference = chosen.json().reference;
    admin = createClient(t.app);
    await signInAs(admin, (await createUser(db, ['ROLE_ADMIN'], congress.id)).id);
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });
  beforeEach(async () => {
    // Every queued e-mail goes: the demo's own (waiting1's offer) would reach this SMTP capture too.
    await t.database.db.delete(emailOutbox);
    smtp.clear();
  });

  const selection = () => ({ kind: 'participations', ids: [transfer.id, unpaid.id, speaker.id] });
  const send = (extra: Record<string, unknown> = {}) =>
    admin.post('/api/email/send', {
      congressId: congress.id,
      subject: reminder?.subject,
      body: reminder?.body,
      attachments: { rib: true, invoice: false },
      recipients: selection(),
      ...extra,
    });

  it('reminds the pending transfer with its bank reference and skips the others', async () => {
    const response = await send();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      queued: 1,
      skipped: { 'no-email': 0, 'nothing-due': 0, incomplete: 2 },
    });
    await deliverOutbox(t.database.db, smtp.url, 'no-reply@payments.test');
    const theo = await smtp.waitFor((m) => m.to.includes(`claire-${transfer.userId}@payments.test`));
    expect(theo.subject).toBe(`Payments Congress 2027: payment reminder ${reference}`);
    expect(theo.text).toContain(`quoting ${reference} as the reference`);
    expect(theo.text).toContain('your bank transfer of €800.00');
    // No payment label (day-paymentId) in place of the reference; the reference itself may hold
    // digits from the congress's slug, so it is taken out before looking.
    expect(theo.text.replaceAll(reference, '')).not.toMatch(/\d{8}-\d+/);
    expect(smtp.messages).toHaveLength(1);
    for (const message of smtp.messages) {
      expect(message.text).not.toMatch(/€0\.00 remains? due/);
      expect(message.text).not.toMatch(/payment\s+of|quoting\s+as/);
    }
  });

  it('lists the recipients it would skip and the placeholders they lack', async () => {
    const response = await admin.post('/api/email/recipients', {
      congressId: congress.id,
      recipients: selection(),
      subject: reminder?.subject,
      body: reminder?.body,
    });
    expect(response.statusCode, response.body).toBe(200);
    const byName = Object.fromEntries(
      response
        .json()
        .items.map((item: { firstName: string; missing: string[] }) => [item.firstName, item.missing]),
    );
    expect(byName).toEqual({
      Theo: [],
      Ulla: ['paymentReference', 'amountAwaitingTransfer'],
      Sara: ['paymentReference', 'amountAwaitingTransfer'],
    });
    expect(response.json().incomplete).toBe(2);
  });

  it('sends to everyone when staff choose to, without an empty reference or a €0 amount', async () => {
    const response = await send({ includeIncomplete: true });
    expect(response.json()).toMatchObject({
      queued: 3,
      skipped: { 'no-email': 0, 'nothing-due': 0, incomplete: 0 },
    });
    await deliverOutbox(t.database.db, smtp.url, 'no-reply@payments.test');
    const sara = await smtp.waitFor((m) => m.to.includes(`claire-${speaker.userId}@payments.test`));
    expect(sara.text).not.toMatch(/€0\.00 (remains? due|of)|transfer of €0/);
  });

  it('never attaches a proforma stored earlier to a participation with nothing due (decisions 38)', async () => {
    const db = t.database.db;
    const rateId = await createRate(db, congress, { label: 'Stale proforma room', price: '700.00' });
    const late = await createParticipation(db, congress, rateId, { firstName: 'Lena' });
    const owner = createClient(t.app);
    await signInAs(owner, late.userId);
    expect((await owner.post('/api/invoice/send', { participation: late.id })).json().kind).toBe('proforma');
    await db
      .update(registrations)
      .set({ statusRegistration: 'cancelled' })
      .where(eq(registrations.participationId, late.id));
    const response = await admin.post('/api/email/send', {
      congressId: congress.id,
      subject: 'News for {{firstName}}',
      body: '<p>Dear {{firstName}}</p>',
      attachments: { rib: false, invoice: true },
      recipients: { kind: 'participations', ids: [late.id] },
    });
    expect(response.json()).toMatchObject({ queued: 1, withoutInvoice: 1 });
    const [mail] = (
      await db.select().from(emailOutbox).where(eq(emailOutbox.congressId, congress.id))
    ).filter((m) => m.purpose.startsWith('bulk'));
    expect(mail?.attachments).toEqual([]);
  });
});

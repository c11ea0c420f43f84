import { type TCongressSettings, ZCongressSettings } from '@congress/domain/contracts/congress-settings';
import { dayInZone, formatDate } from '@congress/domain/dates';
import { paymentNumber, transferDueDate } from '@congress/domain/pricing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEMPLATES } from '../../../seed/demo-templates.ts';
import { deliverOutbox } from '../../../test/outbox-delivery.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import {
  createClient,
  createTestContext,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import { emailOutbox, payments } from '../../db/schema/index.ts';
import {
  type CongressFixture,
  createCongress,
  createParticipation,
  createRate,
  createUser,
  type ParticipationFixture,
  paymentsOf,
  signInAs,
  TEST_JWT_SECRET,
} from '../../../test/fixtures/payment-fixtures.ts';

const DAY = 86_400_000;
const BANK = {
  bankAccountHolder: 'Demo Association of Hotel Concierges',
  bankName: 'Banco Demo de Lisboa',
  bankIban: 'PT50 0002 0123 1234 5678 9015 4',
  bankBic: 'BDEMPTPL',
  bankAddress: 'Avenida da Liberdade 1, 1250-096 Lisboa',
};
/** pdftotext -layout spreads a line over columns: compare words, not spacing. */
const squash = (text: string) => text.replace(/\s+/g, ' ');

/**
 * Decisions 42: a transfer chosen on a day keeps that day's payment number
 * and its due date (chosen + 15 days) on every proforma, downloaded later by the participant or the
 * desk, or attached to a reminder; past the due date it says "Overdue since". The bank details are
 * congress settings, printed on the proforma and written in the e-mails.
 */
describe('a transfer proforma keeps its dates and prints the congress bank details', () => {
  let t: TestContext;
  let smtp: SmtpCapture;
  let congress: CongressFixture;
  let superAdmin: TestClient;
  let admin: TestClient;
  let owner: TestClient;
  let participation: ParticipationFixture;
  let chosenAt: Date;
  let transfer: { id: number; reference: string };

  const settingsBody = (settings: TCongressSettings, change: Record<string, unknown>) => {
    const {
      id: _i,
      logoUrl: _l,
      ribUrl: _r,
      ribContentType: _c,
      personalDataPurgedAt: _p,
      ...rest
    } = settings;
    return { ...rest, ...change };
  };
  const readSettings = async () =>
    ZCongressSettings.parse((await superAdmin.get(`/api/congress/slug/${congress.slug}/settings`)).json());
  const fmt = (date: Date) => formatDate(date, 'Europe/Lisbon', 'en-GB');
  const proformaAs = async (client: TestClient) => {
    const response = await client.post('/api/export/invoice/proforma', { participation: participation.id });
    expect(response.statusCode, response.body).toBe(200);
    return squash(await pdfText(response.rawPayload));
  };

  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    smtp = await startSmtpCapture();
    const db = t.database.db;
    congress = await createCongress(db);
    superAdmin = createClient(t.app);
    await signInAs(superAdmin, (await createUser(db, ['ROLE_SUPER_ADMIN'])).id);
    const saved = await superAdmin.put(
      `/api/congress/${congress.id}/settings`,
      settingsBody(await readSettings(), BANK),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const rateId = await createRate(db, congress, { price: '800.00' });
    participation = await createParticipation(db, congress, rateId, { firstName: 'Ana' });
    owner = createClient(t.app);
    await signInAs(owner, participation.userId);
    admin = createClient(t.app);
    await signInAs(admin, (await createUser(db, ['ROLE_ADMIN'], congress.id)).id);
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });

  it('refuses an IBAN whose check digits are wrong and a BIC of the wrong form, saving nothing', async () => {
    const before = await readSettings();
    for (const change of [{ bankIban: 'PT50 0002 0123 1234 5678 9015 5' }, { bankBic: 'BDEM PT' }]) {
      const response = await superAdmin.put(
        `/api/congress/${congress.id}/settings`,
        settingsBody(before, change),
      );
      expect(response.statusCode, response.body).toBe(400);
    }
    expect(await readSettings()).toMatchObject({
      bankIban: 'PT50000201231234567890154',
      bankBic: 'BDEMPTPL',
    });
  });

  it('follows the transfer, not the stored file: a transfer dated 20 days back (as the demo ages Ana’s) prints its own day', async () => {
    const db = t.database.db;
    const rateId = await createRate(db, congress, { price: '650.00' });
    const ana = await createParticipation(db, congress, rateId, { firstName: 'Ana' });
    const client = createClient(t.app);
    await signInAs(client, ana.userId);
    expect((await client.post('/api/payment/bank-transfer', { participation: ana.id })).statusCode).toBe(200);
    const [payment] = await paymentsOf(db, ana.id);
    if (!payment) throw new Error('no transfer');
    const aged = new Date(t.clock.now.getTime() - 20 * DAY);
    await db.update(payments).set({ date: aged }).where(eq(payments.id, payment.id));
    for (const reader of [client, admin]) {
      const response = await reader.post('/api/export/invoice/proforma', { participation: ana.id });
      const text = squash(await pdfText(response.rawPayload));
      expect(text).toContain(paymentNumber(aged, payment.id, 'Europe/Lisbon'));
      expect(text).not.toContain(paymentNumber(t.clock.now, payment.id, 'Europe/Lisbon'));
      expect(text).toContain(`Due date ${fmt(transferDueDate(aged))}`);
      expect(text).toContain(`Overdue since ${fmt(transferDueDate(aged))}`);
    }
  });

  it('answers the transfer with the bank details and e-mails them as text, with the proforma printing them', async () => {
    const chosen = await owner.post('/api/payment/bank-transfer', { participation: participation.id });
    expect(chosen.statusCode, chosen.body).toBe(200);
    const [payment] = await paymentsOf(t.database.db, participation.id);
    if (!payment) throw new Error('no transfer');
    chosenAt = payment.date;
    transfer = { id: payment.id, reference: payment.reference ?? '' };
    expect(chosen.json()).toMatchObject({
      reference: transfer.reference,
      dueDate: dayInZone(transferDueDate(chosenAt), 'Europe/Lisbon'),
      bankDetails: {
        accountHolder: BANK.bankAccountHolder,
        bankName: BANK.bankName,
        iban: BANK.bankIban,
        bic: BANK.bankBic,
        bankAddress: BANK.bankAddress,
      },
    });
    await deliverOutbox(t.database.db, smtp.url, 'no-reply@payments.test');
    const mail = await smtp.waitFor((m) => m.subject.includes(transfer.reference));
    const text = squash(mail.text);
    expect(text).toContain(`by ${fmt(transferDueDate(chosenAt))} to the account below`);
    expect(text).toContain(`Account holder: ${BANK.bankAccountHolder}`);
    expect(text).toContain(`Bank: ${BANK.bankName}`);
    expect(text).toContain(`IBAN: ${BANK.bankIban}`);
    expect(text).toContain(`BIC: ${BANK.bankBic}`);
    // One attachment: the proforma; no image of bank details that could disagree with the text.
    expect(mail.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
    const pdf = squash(await pdfText(mail.attachments[0]?.content ?? Buffer.alloc(0)));
    for (const value of Object.values(BANK)) expect(pdf).toContain(value);
    expect(pdf).toContain('to the account printed above');
    expect(pdf).not.toContain('attached bank details');
  });

  it('prints the transfer number and due date on proformas downloaded later by the participant and the desk', async () => {
    t.clock.advance(5 * DAY);
    const number = paymentNumber(chosenAt, transfer.id, 'Europe/Lisbon');
    const due = fmt(transferDueDate(chosenAt));
    for (const client of [owner, admin]) {
      const text = await proformaAs(client);
      expect(text).toContain(number);
      expect(text).toContain(`Due date ${due}`);
      expect(text).toContain(`Bank transfer chosen on ${fmt(chosenAt)}`);
      expect(text).not.toContain(fmt(new Date(t.clock.now.getTime() + 15 * DAY)));
      expect(text).not.toContain('Overdue since');
    }
    const desk = await admin.get(`/api/payments-desk/congress/${congress.slug}/transfers`);
    const row = desk
      .json()
      .items.find((item: { reference: string }) => item.reference === transfer.reference);
    expect(row).toMatchObject({
      reference: transfer.reference,
      dueDate: dayInZone(transferDueDate(chosenAt), 'Europe/Lisbon'),
      isOverdue: false,
    });
  });

  it('says "Overdue since" its due date once late, on every download, with the same number', async () => {
    t.clock.advance(15 * DAY);
    const number = paymentNumber(chosenAt, transfer.id, 'Europe/Lisbon');
    const due = fmt(transferDueDate(chosenAt));
    for (const client of [owner, admin]) {
      const text = await proformaAs(client);
      expect(text).toContain(number);
      expect(text).not.toContain(paymentNumber(t.clock.now, transfer.id, 'Europe/Lisbon'));
      expect(text).toContain(`Due date ${due}`);
      expect(text).toContain(`Overdue since ${due}`);
    }
  });

  it('reminds with the same due date and bank details, its proforma saying it is overdue', async () => {
    await t.database.db.delete(emailOutbox).where(eq(emailOutbox.congressId, congress.id));
    smtp.clear();
    const reminder = DEMO_TEMPLATES.find((template) => template.label === 'Reminder Payment');
    const sent = await admin.post('/api/email/send', {
      congressId: congress.id,
      subject: reminder?.subject,
      body: reminder?.body,
      attachments: { rib: false, invoice: true },
      recipients: { kind: 'participations', ids: [participation.id] },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await deliverOutbox(t.database.db, smtp.url, 'no-reply@payments.test');
    const mail = await smtp.waitFor((m) => m.subject.includes('payment reminder'));
    const due = fmt(transferDueDate(chosenAt));
    const text = squash(mail.text);
    expect(text).toContain(`due on ${due}`);
    expect(text).toContain(`IBAN: ${BANK.bankIban}`);
    const pdf = squash(await pdfText(mail.attachments[0]?.content ?? Buffer.alloc(0)));
    expect(pdf).toContain(paymentNumber(chosenAt, transfer.id, 'Europe/Lisbon'));
    expect(pdf).toContain(`Due date ${due}`);
    expect(pdf).toContain(`Overdue since ${due}`);
  });
});

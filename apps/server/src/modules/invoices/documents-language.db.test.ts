import { defaultTemplates } from '@congress/domain/email-templates';
import type { Language } from '@congress/domain/i18n/languages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskFixtures } from '../../../test/fixtures/desk-fixtures.ts';
import { deliverOutbox } from '../../../test/outbox-delivery.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createClient, createTestContext, type TestContext } from '../../../test/test-app.ts';
import {
  type CongressFixture,
  createCongress,
  createParticipation,
  createRate,
  createUser,
  signInAs,
  TEST_JWT_SECRET,
} from '../../../test/fixtures/payment-fixtures.ts';
import { congresses, emailTemplates, rates, users } from '../../db/schema/index.ts';
import { translatorFor } from '../../i18n/translators.ts';
import { templateOf } from '../../lib/mail/participant-email.ts';

/** Spaces as a reader sees them: Intl's no-break and narrow no-break spaces are spaces. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/**
 * A participant whose account is in French (or Portuguese) receives the payment confirmation
 * and its invoice in that language, dates and money in its conventions, read over SMTP and pdftotext.
 */
describe('e-mails and documents in the recipient’s language', () => {
  let t: TestContext;
  let smtp: SmtpCapture;
  let congress: CongressFixture;
  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    smtp = await startSmtpCapture();
    congress = await createCongress(t.database.db);
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });

  /** A participation of €412.50 owned by an account in `language`, paid by the offline card provider. */
  async function paidBy(language: Language) {
    const user = await createUser(t.database.db);
    await t.database.db.update(users).set({ language }).where(eq(users.id, user.id));
    const rateId = await createRate(t.database.db, congress, { price: '412.50' });
    const participation = await createParticipation(t.database.db, congress, rateId, {
      userId: user.id,
      holdUntil: new Date(t.clock.now.getTime() + 30 * 60_000),
    });
    const owner = createClient(t.app);
    await signInAs(owner, user.id);
    const { clientSecret } = (
      await owner.post('/api/payment/stripe/create', { participation: participation.id })
    ).json();
    const paid = await owner.post('/api/payment/offline/confirm', {
      clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 1,
      expYear: 2031,
      cvc: '123',
      billingName: 'Claire Martin',
      billingEmail: 'claire@payments.test',
    });
    expect(paid.json().status, paid.body).toBe('succeeded');
    await deliverOutbox(t.database.db, smtp.url, 'no-reply@demo.test');
    const email = `claire-${user.id}@payments.test`;
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    const pdf = (prefix: string) => mail.attachments.find((a) => a.filename.startsWith(prefix));
    const invoice = pdf('invoice_');
    expect(invoice).toBeDefined();
    const ticket = pdf('ticket_');
    return {
      email,
      participationId: participation.id,
      rateId,
      mail,
      invoiceText: spaced(await pdfText(invoice?.content ?? Buffer.alloc(0))),
      ticketText: ticket ? spaced(await pdfText(ticket.content)) : '',
      owner,
    };
  }

  const today = (locale: string) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Lisbon',
    }).format(t.clock.now);

  it('French: the payment confirmation and the invoice in French, "412,50 €" and French dates', async () => {
    const { mail, invoiceText, ticketText } = await paidBy('fr');
    expect(ticketText).toContain('Billet');
    expect(ticketText).not.toContain('Ticket');
    expect(mail.subject).toMatch(/^Payments Congress 2027 : paiement reçu, facture PAY-/);
    const text = spaced(mail.text);
    expect(text).toContain('Bonjour Claire Martin,');
    expect(text).toContain(
      'Nous avons bien reçu votre paiement de 412,50 € pour Payments Congress 2027 (Carte,',
    );
    expect(text).toContain(`du ${today('fr-FR')})`);
    expect(text).toContain('Plus rien n’est dû.');
    expect(text).toContain('Le comité d’organisation de Payments Congress 2027');
    expect(text).not.toMatch(/Dear|payment received|Kind regards/);

    expect(invoiceText).toContain('FACTURE');
    expect(invoiceText).toMatch(/Numéro de facture\s+PAY-/);
    expect(invoiceText).toMatch(new RegExp(`Date\\s+${today('fr-FR')}`));
    expect(invoiceText).toContain('Facturé à');
    expect(invoiceText).toMatch(/Prix total\s+412,50 €/);
    expect(invoiceText).toMatch(/Montant payé \(TVA incluse\)\s+412,50 €/);
    expect(invoiceText).toMatch(/Total TVA\s+77,13 €/);
    expect(invoiceText).toMatch(/Frais d'inscription, Claire Martin\s+335,37 €\s+23 %\s+77,13 €\s+412,50 €/);
    expect(invoiceText).not.toMatch(/Total price|Billed to|Amount paid/);
  });

  it('Portuguese: the same in European Portuguese', async () => {
    const { mail, invoiceText } = await paidBy('pt');
    expect(mail.subject).toMatch(/^Payments Congress 2027: pagamento recebido, fatura PAY-/);
    const text = spaced(mail.text);
    expect(text).toContain('Caro(a) Claire Martin,');
    expect(text).toContain(
      'Recebemos o seu pagamento de 412,50 € relativo a Payments Congress 2027 (Cartão,',
    );
    expect(text).toContain(`de ${today('pt-PT')})`);
    expect(text).toContain('Nada mais é devido.');

    expect(invoiceText).toContain('FATURA');
    expect(invoiceText).toMatch(/Número da fatura\s+PAY-/);
    expect(invoiceText).toMatch(new RegExp(`Data\\s+${today('pt-PT')}`));
    expect(invoiceText).toMatch(/Preço total\s+412,50 €/);
    expect(invoiceText).toMatch(/Montante pago \(IVA incluído\)\s+412,50 €/);
  });

  it('French bank transfer: the instructions and the proforma in French, with the due date in French', async () => {
    const user = await createUser(t.database.db);
    await t.database.db.update(users).set({ language: 'fr' }).where(eq(users.id, user.id));
    const rateId = await createRate(t.database.db, congress, { price: '412.50' });
    const participation = await createParticipation(t.database.db, congress, rateId, {
      userId: user.id,
      holdUntil: new Date(t.clock.now.getTime() + 30 * 60_000),
    });
    const owner = createClient(t.app);
    await signInAs(owner, user.id);
    const chosen = await owner.post('/api/payment/bank-transfer', { participation: participation.id });
    expect(chosen.statusCode, chosen.body).toBe(200);
    await deliverOutbox(t.database.db, smtp.url, 'no-reply@demo.test');
    const mail = await smtp.waitFor((m) => m.to.includes(`claire-${user.id}@payments.test`));
    expect(mail.subject).toMatch(/^Payments Congress 2027 : virement bancaire /);
    expect(spaced(mail.text)).toMatch(/Veuillez virer 412,50 € avant le \d+ \S+ \d{4} sur le compte/);
    const proforma = mail.attachments.find((a) => a.filename.startsWith('proforma_'));
    const text = spaced(await pdfText(proforma?.content ?? Buffer.alloc(0)));
    expect(text).toContain('FACTURE PROFORMA');
    expect(text).toMatch(/Montant à virer \(TVA incluse\)\s+412,50 €/);
    expect(text).toContain('Référence à mentionner');
    expect(text).toContain('Veuillez payer par virement bancaire avant le');
  });

  it('Portuguese refund: the refund e-mails and the credit note in Portuguese', async () => {
    const { owner, participationId, rateId, email } = await paidBy('pt');
    await t.database.db.update(rates).set({ firstParticipantPrice: '312.50' }).where(eq(rates.id, rateId));
    const refund = await owner.post('/api/payment/confirm', { participation: participationId });
    expect(refund.json()).toMatchObject({ label: 'REFUND', amountCents: 10000 });
    const admin = await deskFixtures(t).staffClient(['ROLE_ADMIN'], congress.id);
    const requests = (await admin.get(`/api/payments-desk/congress/${congress.slug}/refunds`)).json();
    const request = requests.items.find(
      (item: { participationId: number }) => item.participationId === participationId,
    );
    expect((await admin.post(`/api/payments-desk/refund/${request.paymentId}/approve`, {})).statusCode).toBe(
      200,
    );
    await deliverOutbox(t.database.db, smtp.url, 'no-reply@demo.test');
    const asked = await smtp.waitFor((m) => m.to.includes(email) && /pedido de reembolso/.test(m.subject));
    expect(spaced(asked.text)).toContain('Recebemos o seu pedido de reembolso de 100,00 €');
    const done = await smtp.waitFor(
      (m) => m.to.includes(email) && /o seu reembolso de 100,00/.test(spaced(m.subject)),
    );
    const note = done.attachments.find((a) => a.filename.startsWith('credit_note_'));
    const text = spaced(await pdfText(note?.content ?? Buffer.alloc(0)));
    expect(text).toContain('NOTA DE CRÉDITO');
    expect(text).toMatch(/Número da nota de crédito\s+PAY-/);
    expect(text).toMatch(/Montante reembolsado \(IVA incluído\)\s+100,00 €/);
    expect(text).toMatch(/Credita a fatura\s+PAY-/);
  });

  it('English stays as it was: €412.50 and British dates', async () => {
    const { mail, invoiceText } = await paidBy('en');
    expect(mail.text).toContain('We have received your payment of €412.50 for Payments Congress 2027 (Card,');
    expect(invoiceText).toMatch(/Amount paid \(VAT included\)\s+€412\.50/);
    expect(invoiceText).toMatch(new RegExp(`Date\\s+${today('en-GB')}`));
  });

  it('a template: the recipient’s language, else the congress default language’s, else the built-in one in the recipient’s language', async () => {
    const db = t.database.db;
    const other = await createCongress(db);
    await db.update(congresses).set({ defaultLanguage: 'pt' }).where(eq(congresses.id, other.id));
    const label = 'Cancellation';
    const builtInFrench = defaultTemplates(translatorFor('fr'))[label];
    expect(builtInFrench.subject).toBe('{{congressLabel}} : votre inscription est annulée');
    expect(await templateOf(db, other.id, label, 'fr')).toEqual(builtInFrench);

    await db.insert(emailTemplates).values({
      congressId: other.id,
      label,
      language: 'pt',
      subject: 'Cancelamento {{congressLabel}}',
      body: '<p>pt</p>',
    });
    expect((await templateOf(db, other.id, label, 'fr')).subject).toBe('Cancelamento {{congressLabel}}');

    await db.insert(emailTemplates).values({
      congressId: other.id,
      label,
      language: 'fr',
      subject: 'Annulation {{congressLabel}}',
      body: '<p>fr</p>',
    });
    expect(await templateOf(db, other.id, label, 'fr')).toEqual({
      subject: 'Annulation {{congressLabel}}',
      body: '<p>fr</p>',
    });
    expect((await templateOf(db, other.id, label, 'en')).subject).toBe('Cancelamento {{congressLabel}}');
  });

  it('staff read and save a template per language; one never saved shows the built-in text of its language', async () => {
    const admin = await deskFixtures(t).staffClient(['ROLE_ADMIN'], congress.id);
    const saved = await admin.put('/api/email/template/Cancellation', {
      congressId: congress.id,
      language: 'fr',
      subject: 'Annulation : {{congressLabel}}',
      body: '<p>Bonjour {{firstName}},</p>',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ language: 'fr', subject: 'Annulation : {{congressLabel}}' });

    const french = (await admin.get(`/api/email/templates/${congress.id}?language=fr`)).json();
    expect(french.find((x: { label: string }) => x.label === 'Cancellation')).toMatchObject({
      language: 'fr',
      subject: 'Annulation : {{congressLabel}}',
    });
    const portuguese = (await admin.get(`/api/email/templates/${congress.id}?language=pt`)).json();
    expect(portuguese.find((x: { label: string }) => x.label === 'Cancellation')).toMatchObject({
      language: 'pt',
      subject: '{{congressLabel}}: a sua inscrição foi cancelada',
      updatedAt: null,
    });
    // Without a language: the congress's default one (English here), untouched by the French text.
    const english = (await admin.get(`/api/template/label/Cancellation?congressId=${congress.id}`)).json();
    expect(english).toMatchObject({
      language: 'en',
      subject: '{{congressLabel}}: your registration is cancelled',
    });
  });
});

import { EMAIL_MESSAGES } from '@congress/domain/contracts/emails';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import {
  createClient,
  createTestContext,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import { auditLog, emailCampaignRecipients, emailOutbox, storedFiles } from '../../db/schema/index.ts';
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
import { createOutboxWorker } from './outbox-worker.ts';

const silent = { info: () => {}, warn: () => {}, error: () => {} };

describe('bulk e-mails: POST /api/email/send, the campaign, delivery', () => {
  let t: TestContext;
  let capture: SmtpCapture;
  let congress: CongressFixture;
  let admin: TestClient;
  let paid: ParticipationFixture;
  let transfer: ParticipationFixture;
  let fresh: ParticipationFixture;

  const pay = async (participation: ParticipationFixture) => {
    const owner = createClient(t.app);
    await signInAs(owner, participation.userId);
    const { clientSecret } = (
      await owner.post('/api/payment/stripe/create', { participation: participation.id })
    ).json();
    const done = await owner.post('/api/payment/offline/confirm', {
      clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 3,
      expYear: 2030,
      cvc: '321',
      billingName: 'Claire Martin',
      billingEmail: 'claire@payments.test',
    });
    expect(done.json().status).toBe('succeeded');
  };

  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    capture = await startSmtpCapture();
    const db = t.database.db;
    congress = await createCongress(db);
    const rateId = await createRate(db, congress, { price: '800.00' });
    paid = await createParticipation(db, congress, rateId, { firstName: 'Paula' });
    transfer = await createParticipation(db, congress, rateId, { firstName: 'Theo' });
    fresh = await createParticipation(db, congress, rateId, { firstName: 'Bernadette' });
    await pay(paid);
    const owner = createClient(t.app);
    await signInAs(owner, transfer.userId);
    expect((await owner.post('/api/payment/bank-transfer', { participation: transfer.id })).statusCode).toBe(
      200,
    );
    admin = createClient(t.app);
    await signInAs(admin, (await createUser(db, ['ROLE_ADMIN'], congress.id)).id);
  });
  afterAll(async () => {
    await capture.close();
    await t.close();
  });
  beforeEach(async () => {
    // Earlier payment mails are not what these tests read.
    await t.database.db.delete(emailOutbox).where(eq(emailOutbox.congressId, congress.id));
    capture.clear();
  });

  const deliverAll = async () => {
    const worker = createOutboxWorker({
      db: t.database.db,
      config: { smtpUrl: capture.url, mailFrom: 'no-reply@payments.test' },
      clock: () => new Date(Date.now() + 1000),
      log: silent,
    });
    for (let run = await worker.runOnce(); run.sent + run.failed > 0; run = await worker.runOnce()) {}
    await worker.stop();
  };
  const send = (client: TestClient, extra: Record<string, unknown> = {}) =>
    client.post('/api/email/send', {
      congressId: congress.id,
      subject: '{{congressLabel}}: news for {{firstName}}',
      body: '<p>Dear {{firstName}} {{lastName}}, your registration costs {{totalPrice}}; {{balance}}</p>',
      attachments: { rib: true, invoice: true },
      recipients: { kind: 'participations', ids: [paid.id, transfer.id, fresh.id] },
      ...extra,
    });

  it('queues one message per recipient with placeholders replaced, RIB and the latest invoice or proforma', async () => {
    const response = await send(admin);
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({
      queued: 3,
      withoutInvoice: 1,
      skipped: { 'no-email': 0, 'nothing-due': 0, incomplete: 0 },
      ribMissing: false,
    });

    const campaign = `/api/email/campaign/${result.campaignId}?congressId=${congress.id}`;
    expect((await admin.get(campaign)).json().counts).toMatchObject({ queued: 3, sent: 0, pending: 3 });
    await deliverAll();
    expect((await admin.get(campaign)).json().counts).toMatchObject({
      recipients: 3,
      queued: 3,
      sent: 3,
      failed: 0,
      pending: 0,
    });

    const to = (userId: number) => (m: { to: string[] }) => m.to.includes(`claire-${userId}@payments.test`);
    const paula = await capture.waitFor(to(paid.userId));
    expect(paula.subject).toBe('Payments Congress 2027: news for Paula');
    expect(paula.html).toContain('Dear Paula Martin, your registration costs €800.00; Nothing more is due.');
    expect(paula.text).toContain('Dear Paula Martin, your registration costs €800.00; Nothing more is due.');
    expect(paula.html).not.toContain('{{');
    expect(paula.attachments.map((a) => a.filename).sort()).toEqual([
      `invoice_${congress.slug}.pdf`,
      'rib.png',
    ]);
    const invoicePdf = paula.attachments.find((a) => a.filename.startsWith('invoice'));
    expect(invoicePdf?.content.subarray(0, 5).toString()).toBe('%PDF-');
    const rib = paula.attachments.find((a) => a.filename === 'rib.png');
    const [ribFile] = await t.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.name, 'rib.png'))
      .limit(1);
    expect(rib?.content.equals(ribFile?.data ?? Buffer.alloc(0))).toBe(true);

    const theo = await capture.waitFor(to(transfer.userId));
    expect(theo.html).toContain(
      'Dear Theo Martin, your registration costs €800.00; Your bank transfer of €800.00, due on',
    );
    expect(theo.attachments.map((a) => a.filename).sort()).toEqual([
      `proforma_${congress.slug}.pdf`,
      'rib.png',
    ]);

    const bernadette = await capture.waitFor(to(fresh.userId));
    expect(bernadette.attachments.map((a) => a.filename)).toEqual(['rib.png']);

    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'email-campaign'), eq(auditLog.entityId, String(result.campaignId))));
    expect(audit).toMatchObject({ action: 'send', congressId: congress.id });
  });

  it('sends to the participations a filter selects', async () => {
    const all = await send(admin, {
      recipients: { kind: 'filter', filter: {} },
      attachments: { rib: false, invoice: false },
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().queued).toBe(3);
    const one = await send(admin, {
      recipients: { kind: 'filter', filter: { search: 'Bernadette' } },
      attachments: { rib: false, invoice: false },
    });
    expect(one.json().queued).toBe(1);
    const rows = await t.database.db
      .select()
      .from(emailOutbox)
      .innerJoin(emailCampaignRecipients, eq(emailCampaignRecipients.outboxId, emailOutbox.id))
      .where(eq(emailCampaignRecipients.campaignId, one.json().campaignId));
    expect(rows.map((r) => r.email_outbox.toAddress)).toEqual([`claire-${fresh.userId}@payments.test`]);
    expect(rows[0]?.email_outbox.attachments).toEqual([]);
  });

  it('delivers a hostile body sanitised, and escapes what participants typed', async () => {
    const hostile =
      '<p onclick="steal()">Hello {{firstName}}<img src="x" onerror="alert(1)">' +
      '<a href="javascript:alert(2)">click</a> <a href="https://demo.test/a">site</a></p>' +
      '<script>alert(3)</script><style>p{color:red}</style><iframe src="https://evil.test"></iframe>';
    const response = await send(admin, {
      body: hostile,
      attachments: { rib: false, invoice: false },
      recipients: { kind: 'participations', ids: [fresh.id] },
    });
    expect(response.statusCode).toBe(200);
    await deliverAll();
    const message = await capture.waitFor((m) => m.to.includes(`claire-${fresh.userId}@payments.test`));
    expect(message.html).toContain('Hello Bernadette');
    expect(message.html).toContain('<a href="https://demo.test/a">site</a>');
    for (const bad of ['<script', 'alert(', 'onclick', 'onerror', 'javascript:', '<style', '<iframe'])
      expect(message.html).not.toContain(bad);

    const rateId = await createRate(t.database.db, congress, { label: 'Other rate' });
    const eve = await createParticipation(t.database.db, congress, rateId, {
      firstName: 'Eve <script>x()</script>',
    });
    await send(admin, {
      body: '<p>Hello {{firstName}}</p>',
      attachments: { rib: false, invoice: false },
      recipients: { kind: 'participations', ids: [eve.id] },
    });
    await deliverAll();
    const typed = await capture.waitFor((m) => m.to.includes(`claire-${eve.userId}@payments.test`));
    expect(typed.html).toContain('Hello Eve &#60;script&#62;x()&#60;/script&#62;');
    expect(typed.text).toContain('Hello Eve <script>x()</script>');
  });

  it('answers 400 for an empty subject, a body without text, no recipients, or ids of another congress', async () => {
    expect((await send(admin, { subject: '  ' })).statusCode).toBe(400);
    const scriptOnly = await send(admin, { body: '<script>alert(1)</script>' });
    expect(scriptOnly.statusCode).toBe(400);
    expect(scriptOnly.json().message).toBe(EMAIL_MESSAGES.bodyRequired);
    expect((await send(admin, { recipients: { kind: 'participations', ids: [] } })).statusCode).toBe(400);
    expect((await send(admin, { recipients: { kind: 'everyone' } })).statusCode).toBe(400);
    expect((await send(admin, { attachments: { rib: 'yes' } })).statusCode).toBe(400);
    const other = await createCongress(t.database.db);
    const foreignRate = await createRate(t.database.db, other);
    const foreign = await createParticipation(t.database.db, other, foreignRate);
    const response = await send(admin, { recipients: { kind: 'participations', ids: [foreign.id] } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(EMAIL_MESSAGES.noRecipients);
    expect(
      await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.congressId, congress.id)),
    ).toEqual([]);
  });

  it('refuses visualisation, participants, other congresses and anonymous callers', async () => {
    const db = t.database.db;
    const viewer = createClient(t.app);
    await signInAs(viewer, (await createUser(db, ['ROLE_VISUALISATION'], congress.id)).id);
    const participant = createClient(t.app);
    await signInAs(participant, paid.userId);
    const elsewhere = createClient(t.app);
    const other = await createCongress(db);
    await signInAs(elsewhere, (await createUser(db, ['ROLE_ADMIN'], other.id)).id);
    expect((await send(viewer)).statusCode).toBe(403);
    expect((await send(participant)).statusCode).toBe(403);
    expect((await send(elsewhere)).statusCode).toBe(403);
    expect((await send(createClient(t.app))).statusCode).toBe(401);
    const { campaignId } = (await send(admin)).json();
    const campaign = (congressId: number) => `/api/email/campaign/${campaignId}?congressId=${congressId}`;
    expect((await viewer.get(campaign(congress.id))).statusCode).toBe(403);
    expect((await elsewhere.get(campaign(congress.id))).statusCode).toBe(403);
    expect((await elsewhere.get(campaign(other.id))).statusCode).toBe(404);
  });
});

import { CAMPAIGN_MESSAGES } from '@congress/domain/contracts/email-campaigns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type CampaignWorld, createCampaignWorld } from '../../../test/fixtures/campaign-fixtures.ts';
import {
  createCongress,
  createParticipation,
  createRate,
  TEST_JWT_SECRET,
} from '../../../test/fixtures/payment-fixtures.ts';
import { deliverOutbox } from '../../../test/outbox-delivery.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import {
  createClient,
  type TestClient,
  createTestContext,
  type TestContext,
} from '../../../test/test-app.ts';
import { emailCampaigns, emailOutbox } from '../../db/schema/index.ts';

/** Decisions 36: a preview rendered by the server for a real recipient, and a test send to oneself. */
describe('POST /api/email/preview and /api/email/test', () => {
  let t: TestContext;
  let smtp: SmtpCapture;
  let w: CampaignWorld;

  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    smtp = await startSmtpCapture();
    w = await createCampaignWorld(t);
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

  const message = (extra: Record<string, unknown> = {}) => ({
    congressId: w.congress.id,
    subject: 'Reminder for {{firstName}}',
    body: '<p>Dear {{firstName}} {{lastName}}, {{balance}}</p><script>alert(1)</script>',
    template: 'Reminder Payment',
    attachments: { rib: true, invoice: false },
    recipients: { kind: 'filter', filter: {} },
    ...extra,
  });
  const preview = (client: TestClient, extra: Record<string, unknown> = {}) =>
    client.post('/api/email/preview', message(extra));
  const test = (client: TestClient, extra: Record<string, unknown> = {}) =>
    client.post('/api/email/test', message(extra));

  it('renders the message for the first recipient who receives it, with the counts of the send', async () => {
    const response = await preview(w.admin);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.recipient).toMatchObject({ participationId: w.due.id, firstName: 'Ulla', skip: null });
    expect(body.subject).toBe('Reminder for Ulla');
    expect(body.html).toBe('<p>Dear Ulla Martin, €800.00 remains due.</p>');
    expect(body.text).toBe('Dear Ulla Martin, €800.00 remains due.');
    expect(body.attachments).toEqual(['rib.png']);
    expect(body.counts).toEqual({
      recipients: 5,
      toSend: 2,
      skipped: { 'no-email': 1, 'nothing-due': 2, incomplete: 0 },
    });
  });

  it('renders it for the recipient the organiser picks, and says when that one is skipped', async () => {
    const theo = (await preview(w.admin, { participationId: w.transfer.id })).json();
    expect(theo.recipient.firstName).toBe('Theo');
    expect(theo.html).toMatch(
      /Your bank transfer of €800\.00, due on \d{1,2} [A-Z][a-z]+ \d{4}, is awaited; nothing else is due\./,
    );
    const paula = (await preview(w.admin, { participationId: w.paid.id })).json();
    expect(paula.recipient).toMatchObject({ firstName: 'Paula', skip: 'nothing-due' });
    expect(paula.subject).toBe('Reminder for Paula');
  });

  it('answers 404 for a participation outside the recipients (cancelled under All, another congress)', async () => {
    const cancelled = await preview(w.admin, { participationId: w.cancelled.id });
    expect(cancelled.statusCode).toBe(404);
    expect(cancelled.json().message).toBe(CAMPAIGN_MESSAGES.recipientNotFound);
    const db = t.database.db;
    const other = await createCongress(db);
    const foreign = await createParticipation(db, other, await createRate(db, other));
    expect((await preview(w.admin, { participationId: foreign.id })).statusCode).toBe(404);
    expect((await test(w.admin, { participationId: foreign.id })).statusCode).toBe(404);
  });

  it("sends the chosen recipient's e-mail to the staff member's own address only, marked as a test", async () => {
    const response = await test(w.admin, { participationId: w.transfer.id });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ to: w.adminEmail });
    const rows = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.congressId, w.congress.id));
    expect(rows.map((row) => [row.toAddress, row.purpose, row.subject])).toEqual([
      [w.adminEmail, 'bulk-test', '[Test] Reminder for Theo'],
    ]);
    expect(
      await t.database.db.select().from(emailCampaigns).where(eq(emailCampaigns.congressId, w.congress.id)),
    ).toEqual([]);
    await deliverOutbox(t.database.db, smtp.url, 'no-reply@payments.test');
    const mail = await smtp.waitFor((m) => m.to.includes(w.adminEmail));
    expect(mail.subject).toBe('[Test] Reminder for Theo');
    expect(mail.html).toContain('Dear Theo Martin, Your bank transfer of €800.00, due on');
    expect(mail.html).not.toContain('<script');
    expect(mail.attachments.map((a) => a.filename)).toEqual(['rib.png']);
    expect(smtp.messages).toHaveLength(1);
  });

  it('answers 400 for a test without a recipient, an empty body or a malformed message', async () => {
    expect((await test(w.admin, {})).statusCode).toBe(400);
    expect((await test(w.admin, { participationId: 'x' })).statusCode).toBe(400);
    const empty = await preview(w.admin, { body: '<script>x()</script>' });
    expect(empty.statusCode).toBe(400);
    expect((await preview(w.admin, { recipients: { kind: 'everyone' } })).statusCode).toBe(400);
    expect((await preview(w.admin, { congressId: 'abc' })).statusCode).toBe(400);
  });

  it('is for admins of the congress only', async () => {
    const participationId = w.due.id;
    for (const client of [w.viewer, w.participant, w.elsewhere]) {
      expect((await preview(client)).statusCode).toBe(403);
      expect((await test(client, { participationId })).statusCode).toBe(403);
    }
    expect((await preview(createClient(t.app))).statusCode).toBe(401);
    expect((await test(createClient(t.app), { participationId })).statusCode).toBe(401);
    expect(
      await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.congressId, w.congress.id)),
    ).toEqual([]);
  });
});

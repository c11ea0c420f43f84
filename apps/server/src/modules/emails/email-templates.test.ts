import { englishText } from '@congress/domain/i18n/english';
import { EMAIL_MESSAGES, TEMPLATE_LABELS, unknownPlaceholderValues } from '@congress/domain/contracts/emails';
import { DEFAULT_TEMPLATES } from '@congress/domain/email-templates';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createTestContext,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import { auditLog, emailOutbox, emailTemplates } from '../../db/schema/index.ts';
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
import { enqueueEmails } from '../../lib/mail/outbox.ts';
import { personalLinkLine } from '../../lib/mail/personal-link.ts';

describe('e-mail templates and the e-mail log', () => {
  let t: TestContext;
  let congress: CongressFixture;
  let admin: TestClient;
  let viewer: TestClient;
  let participant: TestClient;
  let participation: ParticipationFixture;

  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    const db = t.database.db;
    congress = await createCongress(db);
    participation = await createParticipation(db, congress, await createRate(db, congress));
    admin = createClient(t.app);
    await signInAs(admin, (await createUser(db, ['ROLE_ADMIN'], congress.id)).id);
    viewer = createClient(t.app);
    await signInAs(viewer, (await createUser(db, ['ROLE_VISUALISATION'], congress.id)).id);
    participant = createClient(t.app);
    await signInAs(participant, participation.userId);
  });
  afterAll(() => t.close());

  const label = (name: string) => `/api/template/label/${encodeURIComponent(name)}?congressId=${congress.id}`;
  const edit = (client: TestClient, name: string, payload: Record<string, unknown>) =>
    client.put(`/api/email/template/${encodeURIComponent(name)}`, { congressId: congress.id, ...payload });

  it('saves a template sanitised, then serves it by label and in the list', async () => {
    expect((await admin.get(label('Reminder Payment'))).statusCode).toBe(404);
    const saved = await edit(admin, 'Reminder Payment', {
      subject: 'Reminder {{paymentNumber}}',
      body: '<p onmouseover="x()">Dear {{firstName}}</p><script>alert(1)</script><a href="javascript:x()">pay</a>',
    });
    expect(saved.statusCode).toBe(200);
    const read = await admin.get(label('Reminder Payment'));
    expect(read.json()).toMatchObject({
      label: 'Reminder Payment',
      subject: 'Reminder {{paymentNumber}}',
      body: '<p>Dear {{firstName}}</p><a>pay</a>',
    });
    const list = (await admin.get(`/api/email/templates/${congress.id}`)).json();
    expect(list.map((row: { label: string }) => row.label)).toEqual([...TEMPLATE_LABELS]);
    expect(list[1]).toMatchObject({ subject: '', body: '', updatedAt: null });
    // Never saved: the participant e-mails show the text the congress starts with (decisions 36).
    expect(list.find((row: { label: string }) => row.label === 'Refund completed')).toMatchObject({
      subject: DEFAULT_TEMPLATES['Refund completed'].subject,
      updatedAt: null,
    });

    const again = await edit(admin, 'Reminder Payment', { subject: 'Second', body: '<p>Two</p>' });
    expect(again.json()).toMatchObject({ subject: 'Second', body: '<p>Two</p>' });
    const rows = await t.database.db
      .select()
      .from(emailTemplates)
      .where(eq(emailTemplates.congressId, congress.id));
    expect(rows).toHaveLength(1);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'email-template'), eq(auditLog.congressId, congress.id)));
    expect(audits.map((a) => a.action)).toEqual(['create', 'update']);
  });

  it('edits the invoice template through POST /api/email/template/edit/invoice, and invoice e-mails use it', async () => {
    const owner = createClient(t.app);
    await signInAs(owner, participation.userId);
    const { clientSecret } = (
      await owner.post('/api/payment/stripe/create', { participation: participation.id })
    ).json();
    await owner.post('/api/payment/offline/confirm', {
      clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 3,
      expYear: 2030,
      cvc: '321',
      billingName: 'Claire Martin',
      billingEmail: 'claire@payments.test',
    });
    const response = await admin.post('/api/email/template/edit/invoice', {
      congressId: congress.id,
      subject: 'Edited: {{documentTitle}} {{documentNumber}} for {{firstName}}',
      body: '<p>Edited body for {{firstName}} <img src="x" onerror="alert(1)"></p>',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().label).toBe('invoice');
    await t.database.db.delete(emailOutbox).where(eq(emailOutbox.congressId, congress.id));
    expect((await owner.post('/api/invoice/send', { participation: participation.id })).statusCode).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.congressId, congress.id));
    expect(mail?.subject).toMatch(/^Edited: invoice \S+ for Claire$/);
    // The organisers' text, then the closing line every participant e-mail ends with.
    expect(mail?.html).toBe(
      `<p>Edited body for Claire <img src="x" /></p>\n${personalLinkLine('en', congress.slug)}`,
    );
  });

  it('refuses a placeholder the template does not know, with the error under its field', async () => {
    const response = await edit(admin, 'Payment received', {
      subject: 'Paid {{paymentAmount}}',
      body: '<p>Dear {{firstName}}, your transfer {{transferReference}} and {{nonsense}}.</p>',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({
      body: englishText(
        EMAIL_MESSAGES.unknownPlaceholders,
        unknownPlaceholderValues(['transferReference', 'nonsense']),
      ),
    });
    const subject = await edit(admin, 'Payment received', {
      subject: '{{x}}',
      body: '<p>Dear {{firstName}}</p>',
    });
    expect(subject.json().fields).toEqual({
      subject: englishText(EMAIL_MESSAGES.unknownPlaceholders, unknownPlaceholderValues(['x'])),
    });
    const read = (await admin.get(label('Payment received'))).json();
    expect(read.body).toContain('{{paymentAmount}}');
    expect(read.updatedAt).toBeNull();
  });

  it('guards template reads and writes: admins only, 400 on bad input', async () => {
    const body = { subject: 'S', body: '<p>B</p>' };
    expect((await viewer.get(label('Reminder Payment'))).statusCode).toBe(403);
    expect((await participant.get(label('Reminder Payment'))).statusCode).toBe(403);
    expect((await edit(viewer, 'General Information', body)).statusCode).toBe(403);
    expect((await edit(participant, 'General Information', body)).statusCode).toBe(403);
    expect(
      (await viewer.post('/api/email/template/edit/invoice', { congressId: congress.id, ...body }))
        .statusCode,
    ).toBe(403);
    expect((await edit(admin, 'Unknown label', body)).statusCode).toBe(400);
    expect((await edit(admin, 'General Information', { subject: '', body: '<p>B</p>' })).statusCode).toBe(
      400,
    );
    expect((await edit(admin, 'General Information', { subject: 'S', body: '<p> </p>' })).statusCode).toBe(
      400,
    );
    const other = await createCongress(t.database.db);
    const foreign = await admin.put('/api/email/template/General%20Information', {
      congressId: other.id,
      ...body,
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('lists the outbox of the congress with state and search filters; admins read it, visualisation and participants do not (decisions 40)', async () => {
    const db = t.database.db;
    await db.delete(emailOutbox).where(eq(emailOutbox.congressId, congress.id));
    const [first, second] = await enqueueEmails(db, [
      {
        congressId: congress.id,
        purpose: 'bulk:x',
        to: 'anna@log.test',
        subject: 'Reminder',
        html: '',
        text: '',
      },
      {
        congressId: congress.id,
        purpose: 'invoice',
        to: 'bob@log.test',
        subject: 'Invoice 50%',
        html: '',
        text: '',
      },
    ]);
    await db
      .update(emailOutbox)
      .set({ status: 'failed', attempts: 8, lastError: '550 Mailbox unavailable' })
      .where(eq(emailOutbox.id, first ?? 0));
    expect((await viewer.get(`/api/email/log/${congress.id}`)).statusCode).toBe(403);
    const page = await admin.get(`/api/email/log/${congress.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(page.json().items[0]).toMatchObject({ id: second, recipient: 'bob@log.test', state: 'pending' });
    const failed = (await admin.get(`/api/email/log/${congress.id}?state=failed`)).json();
    expect(failed.items).toEqual([
      expect.objectContaining({
        recipient: 'anna@log.test',
        purpose: 'bulk',
        attempts: 8,
        lastError: '550 Mailbox unavailable',
      }),
    ]);
    const search = (await admin.get(`/api/email/log/${congress.id}?search=50%25`)).json();
    expect(search.items.map((i: { recipient: string }) => i.recipient)).toEqual(['bob@log.test']);
    const paged = (await admin.get(`/api/email/log/${congress.id}?page=2&pageSize=1`)).json();
    expect(paged.items.map((i: { id: number }) => i.id)).toEqual([first]);
    expect((await participant.get(`/api/email/log/${congress.id}`)).statusCode).toBe(403);
    expect((await admin.get(`/api/email/log/${congress.id}?state=lost`)).statusCode).toBe(400);
    const other = await createCongress(db);
    expect((await admin.get(`/api/email/log/${other.id}`)).statusCode).toBe(403);
  });
});

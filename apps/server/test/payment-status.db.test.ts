import { type ListFigure, listFigureText, MONEY_FIGURES } from '@congress/domain/contracts/list-figures';
import type { TOverview } from '@congress/domain/contracts/overview';
import type { TParticipationListPage } from '@congress/domain/contracts/participation-list';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEMPLATES } from '../seed/demo-templates.ts';
import { deskFixtures } from './fixtures/desk-fixtures.ts';
import { readBook, rowsOf } from './fixtures/export-fixtures.ts';
import { type CongressFixture, createCongress, TEST_JWT_SECRET } from './fixtures/payment-fixtures.ts';
import { deliverOutbox } from './outbox-delivery.ts';
import { type SmtpCapture, startSmtpCapture } from './smtp-capture.ts';
import { createTestContext, type TestClient, type TestContext } from './test-app.ts';
import { participants, participations, registrations } from '../src/db/schema/index.ts';
import { headerIn } from '../src/modules/exports/export-headers.ts';

/**
 * Decisions 41: a part-paid participation waits for payment everywhere
 * (list, tabs, overview, reminder, exports), and the overview's money agrees with itself and with the
 * lists its figures open.
 */
describe('payment status from the account statement (decisions 41)', () => {
  let t: TestContext;
  let smtp: SmtpCapture;
  let congress: CongressFixture;
  let admin: TestClient;
  let f: ReturnType<typeof deskFixtures>;
  const ids = { zoe: 0, transfer: 0, paid: 0, cancelledPaid: 0, unpaid: 0 };
  let zoeEmail = '';

  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    smtp = await startSmtpCapture();
    const db = t.database.db;
    congress = await createCongress(db);
    f = deskFixtures(t);
    admin = await f.staffClient(['ROLE_ADMIN'], congress.id);
    const zoe = await f.participationWithOwner(congress, '650.00');
    ids.zoe = zoe.participationId;
    zoeEmail = zoe.email;
    const [row] = await db.select().from(participations).where(eq(participations.id, ids.zoe));
    await db
      .update(participants)
      .set({ firstName: 'Zoë', lastName: 'Ørsted-Núñez' })
      .where(eq(participants.id, row?.mainParticipantId ?? 0));
    ids.transfer = (await f.pendingTransfer(congress, '600.00')).participationId;
    ids.paid = (await f.paidByCard(congress, '650.00')).participationId;
    ids.cancelledPaid = (await f.paidByCard(congress, '650.00')).participationId;
    // Cancelled after paying EUR 650: the statement owes it back (decisions 43's "owed to participants").
    await db
      .update(registrations)
      .set({ statusRegistration: 'cancelled' })
      .where(eq(registrations.participationId, ids.cancelledPaid));
    ids.unpaid = (await f.participationWithOwner(congress, '500.00')).participationId;
  }, 120_000);
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });

  const list = async (status: string, query = '') => {
    const response = await admin.get(
      `/api/participation/congress/${congress.slug}/${status}/all/all/all/all?pageSize=200${query}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TParticipationListPage;
  };
  const idsOf = (page: TParticipationListPage) => page.items.map((row) => row.participationId).sort();
  const figureTotal = async (figure: ListFigure) =>
    (await list('all', `&figure=${encodeURIComponent(listFigureText(figure))}`)).total;
  const overview = async () => {
    const response = await admin.get(`/api/overview/congress/${congress.slug}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TOverview;
  };

  it('part paid: EUR 400.50 of 650 by hand is partly paid, waits for payment and is reminded of EUR 249.50', async () => {
    const recorded = await admin.post(`/api/payments-desk/participation/${ids.zoe}/manual-payment`, {
      amount: '400.50',
      receivedOn: f.today(),
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.body).toContain('249.50 remains due');

    const all = await list('all');
    const zoe = all.items.find((row) => row.participationId === ids.zoe);
    expect(zoe).toMatchObject({
      lastName: 'Ørsted-Núñez',
      paymentStatus: 'partly_paid',
      amountDueCents: 24_950,
    });
    expect(Object.fromEntries(all.items.map((row) => [row.participationId, row.paymentStatus]))).toEqual({
      [ids.zoe]: 'partly_paid',
      [ids.transfer]: 'awaiting_transfer',
      [ids.paid]: 'paid',
      [ids.cancelledPaid]: 'refund_due',
      [ids.unpaid]: 'unpaid',
    });

    const waiting = await list('pending');
    expect(idsOf(waiting)).toEqual([ids.zoe, ids.transfer, ids.unpaid].sort());
    expect(idsOf(await list('confirmed'))).toEqual([ids.paid]);
    expect(waiting.tabCounts).toMatchObject({ pending: 3, confirmed: 1, active: 4, cancelled: 1 });

    const figures = await overview();
    expect(figures.registrations.pending.total).toBe(waiting.tabCounts.pending);
    expect(figures.money.due).toEqual({ cents: 24_950 + 50_000, participations: 2 });

    // The Reminder Payment of the demo, sent to the Wait payment tab.
    const reminder = DEMO_TEMPLATES.find((template) => template.label === 'Reminder Payment');
    const message = {
      congressId: congress.id,
      subject: reminder?.subject,
      body: reminder?.body,
      template: 'Reminder Payment',
      recipients: { kind: 'filter', filter: { status: 'pending' } },
    };
    const recipients = await admin.post('/api/email/recipients', message);
    expect(recipients.statusCode, recipients.body).toBe(200);
    const zoeRecipient = recipients
      .json()
      .items.find((item: { firstName: string }) => item.firstName === 'Zoë');
    expect(zoeRecipient).toMatchObject({ lastName: 'Ørsted-Núñez', missing: [] });
    const sent = await admin.post('/api/email/send', {
      ...message,
      attachments: { rib: false, invoice: false },
      confirmedCount: 3,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({
      queued: 3,
      skipped: { 'no-email': 0, 'nothing-due': 0, incomplete: 0 },
    });
    await deliverOutbox(t.database.db, smtp.url, 'no-reply@payments.test');
    const mail = await smtp.waitFor((m) => m.to.includes(zoeEmail) && /reminder/.test(m.subject));
    expect(mail.text).toContain('Dear Zoë Ørsted-Núñez');
    expect(mail.text).toContain('€249.50 remains due.');
  });

  it('the overview: still to collect is awaiting transfer + due, owed is every credit, each figure opens its rows', async () => {
    const figures = await overview();
    expect(figures.money.awaiting).toEqual({ cents: 60_000, participations: 1 });
    expect(figures.money['to-collect']).toEqual({
      cents: figures.money.awaiting.cents + figures.money.due.cents,
      participations: 3,
    });
    expect(figures.money.owed).toEqual({ cents: 65_000, participations: 1 });
    for (const which of MONEY_FIGURES) {
      expect(await figureTotal({ kind: 'money', which }), which).toBe(figures.money[which].participations);
    }
    const owed = await list('all', `&figure=${encodeURIComponent('money:owed')}`);
    expect(idsOf(owed)).toEqual([ids.cancelledPaid]);
    const toCollect = await list('all', `&figure=${encodeURIComponent('money:to-collect')}`);
    expect(idsOf(toCollect)).toEqual(idsOf(await list('pending')));
  });

  it('exports write the payment status from the statement, in the reader’s language', async () => {
    const exportIn = async (type: string, language: string) => {
      const response = await admin.request({
        method: 'POST',
        url: `/api/export/${type}`,
        payload: { congressId: congress.id },
        headers: { 'accept-language': language },
      });
      expect(response.statusCode, response.body).toBe(200);
      return readBook(response.rawPayload);
    };
    const column = headerIn('Payment status', 'fr');
    expect(column).not.toBe('Payment status');
    const all = rowsOf((await exportIn('all', 'fr')).getWorksheet('All') ?? fail('no All sheet')).rows;
    const statusOf = (id: number) => all.find((row) => row[headerIn('Participation', 'fr')] === id)?.[column];
    expect(statusOf(ids.zoe)).toBe('Payé en partie');
    expect(statusOf(ids.paid)).toBe('Payé');
    expect(statusOf(ids.cancelledPaid)).toBe('Remboursement dû');
    const accounting = rowsOf(
      (await exportIn('accounting', 'en')).getWorksheet('Accounting') ?? fail('no Accounting sheet'),
    ).rows;
    const zoeLines = accounting.filter((row) => row.Participation === ids.zoe);
    expect(zoeLines.map((row) => row['Payment status'])).toEqual(['Partly paid']);
  });
});

function fail(message: string): never {
  throw new Error(message);
}

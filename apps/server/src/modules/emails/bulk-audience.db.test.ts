import { englishText } from '@congress/domain/i18n/english';
import { CAMPAIGN_MESSAGES } from '@congress/domain/contracts/email-campaigns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  addressOf,
  type CampaignWorld,
  createCampaignWorld,
} from '../../../test/fixtures/campaign-fixtures.ts';
import { TEST_JWT_SECRET } from '../../../test/fixtures/payment-fixtures.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { emailCampaigns, emailOutbox } from '../../db/schema/index.ts';

/** Decisions 36: who a bulk e-mail reaches, and the N of "Send to N people?". */
describe('bulk e-mail audience: cancelled, nothing to pay, and the confirmed count', () => {
  let t: TestContext;
  let w: CampaignWorld;

  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    w = await createCampaignWorld(t);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.database.db.delete(emailCampaigns).where(eq(emailCampaigns.congressId, w.congress.id));
    await t.database.db.delete(emailOutbox).where(eq(emailOutbox.congressId, w.congress.id));
  });

  const message = (extra: Record<string, unknown> = {}) => ({
    congressId: w.congress.id,
    subject: 'News for {{firstName}}',
    body: '<p>Dear {{firstName}}, {{balance}}</p>',
    attachments: { rib: false, invoice: false },
    recipients: { kind: 'filter', filter: {} },
    ...extra,
  });
  const recipients = (extra: Record<string, unknown> = {}) =>
    w.admin.post('/api/email/recipients', message(extra));
  const send = (extra: Record<string, unknown> = {}) => w.admin.post('/api/email/send', message(extra));
  const names = (items: { firstName: string }[]) => items.map((item) => item.firstName);
  const queuedTo = async () =>
    (await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.congressId, w.congress.id)))
      .map((row) => row.toAddress)
      .sort();

  it('leaves cancelled participations out of the All tab', async () => {
    const list = await recipients();
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().total).toBe(5);
    expect(names(list.json().items)).toEqual(['Ulla', 'Theo', 'Paula', 'Sara', 'Nora']);
    const sent = await send();
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ queued: 4, skipped: { 'no-email': 1 } });
    expect(await queuedTo()).not.toContain(addressOf(w.cancelled));
  });

  it('writes to cancelled participations only from the Cancelled tab', async () => {
    const cancelledTab = { recipients: { kind: 'filter', filter: { status: 'cancelled' } } };
    expect(names((await recipients(cancelledTab)).json().items)).toEqual(['Carl']);
    const sent = await send(cancelledTab);
    expect(sent.json()).toMatchObject({ queued: 1 });
    expect(await queuedTo()).toEqual([addressOf(w.cancelled)]);
  });

  it('reaches a cancelled participation staff ticked one by one, and says it is cancelled', async () => {
    const ticked = { recipients: { kind: 'participations', ids: [w.cancelled.id, w.due.id] } };
    const list = (await recipients(ticked)).json();
    expect(
      list.items.map((item: { firstName: string; isCancelled: boolean }) => [
        item.firstName,
        item.isCancelled,
      ]),
    ).toEqual([
      ['Ulla', false],
      ['Carl', true],
    ]);
    expect((await send(ticked)).json()).toMatchObject({ queued: 2 });
  });

  it('never sends a payment reminder to a €0 or settled participation, even when staff include everyone', async () => {
    const reminder = { template: 'Reminder Payment' };
    const list = (await recipients(reminder)).json();
    const skipOf = Object.fromEntries(
      list.items.map((item: { firstName: string; skip: string | null }) => [item.firstName, item.skip]),
    );
    expect(skipOf).toEqual({
      Ulla: null,
      Theo: null,
      Paula: 'nothing-due',
      Sara: 'nothing-due',
      Nora: 'no-email',
    });
    expect(list).toMatchObject({ toSend: 2, skipped: { 'no-email': 1, 'nothing-due': 2, incomplete: 0 } });

    const sent = await send({ ...reminder, includeIncomplete: true });
    expect(sent.json()).toMatchObject({ queued: 2, skipped: { 'nothing-due': 2 } });
    expect(await queuedTo()).toEqual([addressOf(w.due), addressOf(w.transfer)].sort());
  });

  it('sends general information to the €0 speaker', async () => {
    const list = (await recipients({ template: 'General Information' })).json();
    expect(list).toMatchObject({ toSend: 4, skipped: { 'nothing-due': 0 } });
  });

  it('counts who an empty placeholder leaves out, and adds them when staff say so', async () => {
    const withReference = { template: 'Reminder Payment', subject: 'Reference {{paymentReference}}' };
    expect((await recipients(withReference)).json()).toMatchObject({
      toSend: 1,
      incomplete: 1,
      skipped: { 'no-email': 1, 'nothing-due': 2, incomplete: 1 },
    });
    expect((await recipients({ ...withReference, includeIncomplete: true })).json()).toMatchObject({
      toSend: 2,
      incomplete: 1,
    });
  });

  it('queues nothing when the recipients are not the N staff confirmed (409)', async () => {
    const reminder = { template: 'Reminder Payment' };
    const stale = await send({ ...reminder, confirmedCount: 3 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'CONFLICT',
      message: englishText(CAMPAIGN_MESSAGES.countChanged, { count: 2 }),
    });
    expect(await queuedTo()).toEqual([]);
    expect(
      await t.database.db.select().from(emailCampaigns).where(eq(emailCampaigns.congressId, w.congress.id)),
    ).toEqual([]);
    const confirmed = await send({ ...reminder, confirmedCount: 2 });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().queued).toBe(2);
  });

  it('refuses a send that would reach nobody, and a malformed count', async () => {
    const nobody = await send({
      template: 'Reminder Payment',
      recipients: { kind: 'participations', ids: [w.paid.id, w.speaker.id] },
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().message).toBe(CAMPAIGN_MESSAGES.nobodyToSend);
    expect((await send({ confirmedCount: -1 })).statusCode).toBe(400);
    expect((await send({ confirmedCount: 'two' })).statusCode).toBe(400);
    expect((await send({ template: 'Newsletter' })).statusCode).toBe(400);
    expect(await queuedTo()).toEqual([]);
  });
});

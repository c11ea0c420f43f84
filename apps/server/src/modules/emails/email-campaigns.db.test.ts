import { CAMPAIGN_MESSAGES } from '@congress/domain/contracts/email-campaigns';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addressOf,
  type CampaignWorld,
  createCampaignWorld,
} from '../../../test/fixtures/campaign-fixtures.ts';
import { TEST_JWT_SECRET } from '../../../test/fixtures/payment-fixtures.ts';
import { deliverOutbox } from '../../../test/outbox-delivery.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createClient, createTestContext, type TestContext } from '../../../test/test-app.ts';
import { emailOutbox } from '../../db/schema/index.ts';
import { OUTBOX_MAX_ATTEMPTS } from './outbox-worker.ts';

/** Decisions 36: a bulk send is one campaign in the e-mail log, with its recipients and their states. */
describe('e-mail campaigns: the summary, the recipients, the log', () => {
  let t: TestContext;
  let smtp: SmtpCapture;
  let w: CampaignWorld;
  let reminderId: number;
  let informationId: number;

  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    smtp = await startSmtpCapture();
    w = await createCampaignWorld(t);
    const reminder = await w.admin.post('/api/email/send', {
      congressId: w.congress.id,
      subject: 'Reminder for {{firstName}}',
      body: '<p>{{balance}}</p>',
      template: 'Reminder Payment',
      attachments: { rib: false, invoice: false },
      recipients: { kind: 'filter', filter: { search: 'Martin' } },
      confirmedCount: 2,
    });
    expect(reminder.statusCode, reminder.body).toBe(200);
    reminderId = reminder.json().campaignId;
    const information = await w.admin.post('/api/email/send', {
      congressId: w.congress.id,
      subject: 'Practical information',
      body: '<p>Badges at the desk.</p>',
      template: 'General Information',
      attachments: { rib: false, invoice: false },
      recipients: { kind: 'participations', ids: [w.speaker.id] },
    });
    informationId = information.json().campaignId;
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });

  const campaignUrl = (id: number, congressId = w.congress.id) =>
    `/api/email/campaign/${id}?congressId=${congressId}`;
  const recipientsUrl = (id: number, query = '') =>
    `/api/email/campaign/${id}/recipients?congressId=${w.congress.id}${query}`;

  it('keeps who sent what to which selection, with its counts, before anything is delivered', async () => {
    const response = await w.admin.get(campaignUrl(reminderId));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: reminderId,
      sentBy: w.adminEmail,
      template: 'Reminder Payment',
      subject: 'Reminder for {{firstName}}',
      selection: { kind: 'filter', filter: { status: 'all', search: 'Martin' } },
      attachments: { rib: false, invoice: false },
      counts: {
        recipients: 5,
        queued: 2,
        skipped: { 'no-email': 1, 'nothing-due': 2, incomplete: 0 },
        pending: 2,
        sent: 0,
        failed: 0,
      },
    });
  });

  it('follows the delivery: sent and failed, each recipient with its state', async () => {
    // Ulla's mailbox refuses on the last attempt the worker makes, so her message ends failed.
    const [ulla] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, addressOf(w.due)));
    await t.database.db
      .update(emailOutbox)
      .set({ attempts: OUTBOX_MAX_ATTEMPTS - 1 })
      .where(eq(emailOutbox.id, ulla?.id ?? 0));
    smtp.rejectRecipients(new RegExp(addressOf(w.due)));
    await deliverOutbox(t.database.db, smtp.url, 'no-reply@payments.test');
    smtp.rejectRecipients(null);

    expect((await w.admin.get(campaignUrl(reminderId))).json().counts).toMatchObject({
      pending: 0,
      sent: 1,
      failed: 1,
    });
    const page = (await w.admin.get(recipientsUrl(reminderId))).json();
    expect(page.total).toBe(5);
    expect(
      page.items.map(
        (item: { firstName: string; state: string; skipReason: string | null; email: string }) => [
          item.firstName,
          item.state,
          item.skipReason,
          item.email,
        ],
      ),
    ).toEqual([
      ['Ulla', 'failed', null, addressOf(w.due)],
      ['Theo', 'sent', null, addressOf(w.transfer)],
      ['Paula', 'skipped', 'nothing-due', addressOf(w.paid)],
      ['Sara', 'skipped', 'nothing-due', addressOf(w.speaker)],
      ['Nora', 'skipped', 'no-email', null],
    ]);
    expect(page.items[0]).toMatchObject({ attempts: OUTBOX_MAX_ATTEMPTS, lastError: expect.any(String) });
    expect(page.items[1].sentAt).not.toBeNull();
  });

  it("filters a campaign's recipients by state and pages them", async () => {
    const skipped = (await w.admin.get(recipientsUrl(reminderId, '&state=skipped'))).json();
    expect(skipped.items.map((item: { firstName: string }) => item.firstName)).toEqual([
      'Paula',
      'Sara',
      'Nora',
    ]);
    const sent = (await w.admin.get(recipientsUrl(reminderId, '&state=sent'))).json();
    expect(sent).toMatchObject({ total: 1, items: [{ firstName: 'Theo' }] });
    const second = (await w.admin.get(recipientsUrl(reminderId, '&page=2&pageSize=2'))).json();
    expect(second).toMatchObject({
      total: 5,
      page: 2,
      pageSize: 2,
      items: [{ firstName: 'Paula' }, { firstName: 'Sara' }],
    });
    expect((await w.admin.get(recipientsUrl(reminderId, '&state=lost'))).statusCode).toBe(400);
  });

  it('lists the campaigns of the congress, newest first', async () => {
    const response = await w.admin.get(`/api/email/campaigns/${w.congress.id}`);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list).toMatchObject({ total: 2, page: 1, pageSize: 25 });
    expect(list.items.map((item: { id: number }) => item.id)).toEqual([informationId, reminderId]);
    expect(list.items[0]).toMatchObject({
      template: 'General Information',
      selection: { kind: 'participations', count: 1 },
      // Delivered with the reminder above: the worker sends whatever is due.
      counts: { recipients: 1, queued: 1, pending: 0, sent: 1 },
    });
  });

  it('answers 404 for an unknown campaign or one of another congress, 400 for a malformed id', async () => {
    const unknown = await w.admin.get(campaignUrl(reminderId + 1000));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(CAMPAIGN_MESSAGES.campaignNotFound);
    expect((await w.admin.get('/api/email/campaign/abc?congressId=1')).statusCode).toBe(400);
    expect((await w.admin.get(`/api/email/campaign/${reminderId}`)).statusCode).toBe(400);
  });

  it('is for admins of the congress only', async () => {
    const urls = [
      campaignUrl(reminderId),
      recipientsUrl(reminderId),
      `/api/email/campaigns/${w.congress.id}`,
    ];
    for (const url of urls) {
      expect((await w.viewer.get(url)).statusCode, url).toBe(403);
      expect((await w.participant.get(url)).statusCode, url).toBe(403);
      expect((await w.elsewhere.get(url)).statusCode, url).toBe(403);
      expect((await createClient(t.app).get(url)).statusCode, url).toBe(401);
    }
    // Its own congress does not hold the campaign.
    expect((await w.elsewhere.get(campaignUrl(reminderId, w.elsewhereCongressId))).statusCode).toBe(404);
  });
});

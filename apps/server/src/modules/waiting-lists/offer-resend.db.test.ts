import { WAITING_LIST_MESSAGES } from '@congress/domain/contracts/waiting-lists';
import { MESSAGES } from '@congress/domain/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, participations, waitingListEntries } from '../../db/schema/index.ts';
import { bookingBody, clientAs, insertRate, insertStaff } from '../../../test/fixtures/booking-fixtures.ts';
import {
  emailOf,
  fullRate,
  offerTokenOf,
  waitingListsOf,
} from '../../../test/fixtures/waiting-list-fixtures.ts';
import { createTestContext, type TestClient, type TestContext } from '../../../test/test-app.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The offer where people look: "Send the e-mail again", and booking it without the e-mail's link. */
describe('a waiting-list offer sent again, and booked from the dashboard', () => {
  let t: TestContext;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestContext();
    admin = await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN'));
    // The limits count in fixed windows: start just after an hour begins, so the hour holds the test.
    t.clock.now = new Date(Math.ceil(t.clock.now.getTime() / HOUR) * HOUR + 1000);
  });
  afterAll(() => t.close());

  /** A full rate whose freed place the sweep offered to the first of two in line. */
  async function offeredRate() {
    const rateId = await insertRate(t.database.db, { quota: 1 });
    const { holders, waiting } = await fullRate(t, rateId, 1, 2);
    const [first, second] = await Promise.all(waiting.map((subject) => clientAs(t, subject)));
    await first!.post(`/api/waiting-list/rate/${rateId}/join`);
    await second!.post(`/api/waiting-list/rate/${rateId}/join`);
    await admin.post('/api/participation/bulk/status', {
      congressSlug: 'demo',
      status: 'cancelled',
      selection: { kind: 'participations', ids: [holders[0]!.participationId] },
    });
    await waitingListsOf(t).sweep();
    return { rateId, first: first!, second: second!, waiting };
  }

  const offerMails = async (address: string) =>
    t.database.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, address), eq(emailOutbox.purpose, 'waiting-list-offer')));

  it('sends a new link once a minute, five times an hour at most; the older link stops working', async () => {
    const { rateId, first, second, waiting } = await offeredRate();
    const resend = (client: TestClient) => client.post(`/api/waiting-list/rate/${rateId}/offer/resend`);
    const oldToken = await offerTokenOf(t, waiting[0]!);
    const [entry] = await t.database.db
      .select()
      .from(waitingListEntries)
      .where(and(eq(waitingListEntries.rateId, rateId), eq(waitingListEntries.status, 'offered')));

    const notOffered = await resend(second);
    expect([notOffered.statusCode, notOffered.json().message]).toEqual([
      409,
      WAITING_LIST_MESSAGES.offerExpired,
    ]);
    const sent = await resend(first);
    expect([sent.statusCode, sent.json()]).toEqual([200, { rateId, sent: true }]);
    const newToken = await offerTokenOf(t, waiting[0]!);
    expect(newToken).not.toBe(oldToken);
    expect((await first.get(`/api/waiting-list/offer/${oldToken}`)).statusCode).toBe(404);
    const offer = (await first.get(`/api/waiting-list/offer/${newToken}`)).json();
    // Sending again does not move the hold end.
    expect(offer.offerExpiresAt).toBe(entry?.offerExpiresAt?.toISOString());

    const tooSoon = await resend(first);
    expect([tooSoon.statusCode, tooSoon.json().message]).toEqual([429, MESSAGES.tooManyAttempts]);
    for (let i = 0; i < 4; i++) {
      t.clock.advance(MINUTE);
      expect((await resend(first)).statusCode).toBe(200);
    }
    t.clock.advance(MINUTE);
    const sixth = await resend(first);
    expect(sixth.statusCode).toBe(429);
    // The first offer e-mail, and five sent again.
    expect(await offerMails(await emailOf(t, waiting[0]!))).toHaveLength(6);
    expect(await offerMails(await emailOf(t, waiting[1]!))).toHaveLength(0);
  });

  it("books the held place without the e-mail's link, as the offer's person only", async () => {
    const { rateId, first, second, waiting } = await offeredRate();
    const mine = (await first.get('/api/waiting-list/congress/demo/mine')).json();
    expect(mine).toMatchObject([{ rateId, status: 'offered', participantSlug: 'affiliate-partners' }]);
    expect(mine[0].label).toMatch(/.+/);

    const refused = await second.post('/api/registration/submit', bookingBody(rateId));
    expect([refused.statusCode, refused.json().message]).toEqual([409, MESSAGES.rateUnavailable]);
    const booked = await first.post('/api/registration/submit', bookingBody(rateId));
    expect(booked.statusCode).toBe(201);
    const [held] = await t.database.db
      .select({ until: participations.holdExpiresAt })
      .from(participations)
      .where(eq(participations.id, booked.json().id));
    expect(held?.until?.toISOString()).toBe(mine[0].offerExpiresAt);
    const rows = await t.database.db
      .select({ status: waitingListEntries.status })
      .from(waitingListEntries)
      .where(eq(waitingListEntries.rateId, rateId));
    expect(rows.map((row) => row.status).sort()).toEqual(['accepted', 'waiting']);
    expect(await offerMails(await emailOf(t, waiting[1]!))).toHaveLength(0);
  });
});

import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestContext, type TestContext } from '../test/test-app.ts';
import * as s from '../src/db/schema/index.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { WAITING_RATE_LABEL } from './demo-waiting-list.ts';

/** Demo data of waiting lists: a sold-out rate with people in line and one live offer. */
describe('demo seed: the waiting list of the speaker suite', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('is full, its freed place held by an offer to the first in line, two still waiting in order', async () => {
    const rate = (await t.app.inject({ url: '/api/rate/congress/demo/participant/guest-speakers' })).json();
    const suite = rate.hotels
      .flatMap((h: { rates: { label: string }[] }) => h.rates)
      .find((r: { label: string }) => r.label === WAITING_RATE_LABEL);
    expect(suite).toMatchObject({ quota: 1, places: 1, isFull: true, isSoldOut: true });
    const line = await t.database.db
      .select({
        email: s.users.email,
        status: s.waitingListEntries.status,
        expires: s.waitingListEntries.offerExpiresAt,
      })
      .from(s.waitingListEntries)
      .innerJoin(s.users, eq(s.users.id, s.waitingListEntries.userId))
      .where(eq(s.waitingListEntries.rateId, suite.id))
      .orderBy(asc(s.waitingListEntries.position));
    expect(line.map((e) => [e.email, e.status])).toEqual([
      ['waiting1@demo.test', 'offered'],
      ['waiting2@demo.test', 'waiting'],
      ['waiting3@demo.test', 'waiting'],
    ]);
    // The demo congress holds an offer 24 hours.
    expect(line[0]?.expires?.getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
  });

  it("queues the offer's e-mail as the live sweep does: its link opens waiting1's offer", async () => {
    const mails = await t.database.db
      .select()
      .from(s.emailOutbox)
      .where(eq(s.emailOutbox.purpose, 'waiting-list-offer'));
    expect(mails.map((m) => m.toAddress)).toEqual(['waiting1@demo.test']);
    expect(mails[0]?.subject).toBe(`A place is free for you: ${WAITING_RATE_LABEL}`);
    const token = mails[0]?.text.match(/\/demo\/waiting-list\/offer\/([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeDefined();
    const client = createClient(t.app);
    const signIn = await client.post('/api/login_check', {
      username: 'waiting1@demo.test',
      password: DEMO_PASSWORD,
    });
    expect(signIn.statusCode).toBe(200);
    const offer = await client.get(`/api/waiting-list/offer/${token}`);
    expect(offer.json()).toMatchObject({
      kind: 'rate',
      label: WAITING_RATE_LABEL,
      participantSlug: 'guest-speakers',
    });
  });
});

import type { TParticipation } from '@congress/domain/contracts/participations';
import type { TDocumentList } from '@congress/domain/contracts/invoices';
import { zoneName } from '@congress/domain/zoned-time';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverOutbox } from '../../../../test/outbox-delivery.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../../test/smtp-capture.ts';
import { createTestContext, type TestContext } from '../../../../test/test-app.ts';
import {
  bookingBody,
  clientAs,
  insertRate,
  insertUsers,
  person,
} from '../../../../test/fixtures/booking-fixtures.ts';
import { participations } from '../../../db/schema/index.ts';
import { createServices } from '../../../services.ts';

const HOLD_MS = 30 * 60_000;

/**
 * A free booking is complete at NEXT, with a confirmation and no document;
 * a hold that runs out is cancelled by the sweep with its e-mail, and the rate list books again.
 */
describe('a booking from NEXT to its end', () => {
  let t: TestContext;
  let smtp: SmtpCapture;
  beforeAll(async () => {
    t = await createTestContext();
    smtp = await startSmtpCapture();
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });

  const sweep = () =>
    createServices({
      config: t.config,
      db: t.database.db,
      clock: () => t.clock.now,
    }).payments.holds.expireHolds(t.clock.now);
  const mailsTo = async (email: string) => {
    await deliverOutbox(t.database.db, smtp.url, 'no-reply@demo.test');
    return smtp.messages.filter((m) => m.to.includes(email));
  };

  it('a €0 booking is confirmed at once, its place no longer a hold, told so, with no document', async () => {
    const rateId = await insertRate(t.database.db, {
      label: 'Speaker room - test',
      firstParticipantPrice: '0.00',
    });
    const client = await clientAs(t, (await insertUsers(t.database.db, 1))[0]!);
    const email = 'speaker@lifecycle.test';
    const booked = await client.post(
      '/api/registration/submit',
      bookingBody(rateId, { main: person('Sofia', { email }) as never }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const participation: TParticipation = booked.json();
    expect(participation.registrations.map((r) => r.statusRegistration)).toEqual(['confirmed']);
    expect(participation.holdExpiresAt).toBeNull();
    expect(participation.statement).toMatchObject({ priceCents: 0, dueCents: 0, action: 'CONFIRM' });

    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/registration confirmed/i)]);
    expect(mails[0]?.text).toContain('Dear Sofia Martin,');
    expect(mails[0]?.text).toContain('is confirmed: Speaker room - test, Grand Hotel.');
    expect(mails[0]?.text).toContain('there is nothing to pay and no invoice is issued');
    expect(mails[0]?.text).not.toMatch(/released/);

    // The sweep leaves it alone: it is no hold.
    t.clock.advance(HOLD_MS + 60_000);
    await sweep();
    const documents = await client.get(`/api/invoice/documents/${participation.id}`);
    expect(documents.statusCode, documents.body).toBe(200);
    expect(documents.json() as TDocumentList).toMatchObject({ items: [], canDownloadProforma: false });
    const after: TParticipation = (await client.get('/api/participation/mine/congress/demo')).json();
    expect(after.registrations.map((r) => r.statusRegistration)).toEqual(['confirmed']);

    // CONFIRM on the summary changes nothing and sends nothing more.
    smtp.clear();
    const confirmed = await client.post('/api/payment/confirm', { participation: participation.id });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('an expired hold is told by e-mail, reads as ended, and the rate list books again', async () => {
    const rateId = await insertRate(t.database.db, { label: 'Partner single - hold test' });
    const client = await clientAs(t, (await insertUsers(t.database.db, 1))[0]!);
    const email = 'visitor8@lifecycle.test';
    const body = bookingBody(rateId, { main: person('Vera', { email }) as never });
    const booked = await client.post('/api/registration/submit', body);
    expect(booked.statusCode, booked.body).toBe(201);
    const participation: TParticipation = booked.json();
    const holdEnd = new Date(participation.holdExpiresAt ?? 0);
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/registration received/i),
    ]);

    smtp.clear();
    t.clock.advance(HOLD_MS - 60_000);
    await sweep();
    expect(await mailsTo(email)).toEqual([]);
    t.clock.advance(2 * 60_000);
    await sweep();
    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([expect.stringMatching(/place held for you was released/i)]);
    const when = new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Europe/Lisbon',
    }).format(holdEnd);
    // The zone is named as every time shown to a person names it: "WET" in winter, "WEST" in summer.
    const zone = zoneName(holdEnd, 'Europe/Lisbon', 'en-GB');
    expect(mails[0]?.text).toContain(`(Partner single - hold test, Grand Hotel) until ${when} ${zone}`);
    expect(mails[0]?.text).toContain('Book again');

    // What the dashboard reads: cancelled because the hold expired, when it ended, nothing paid or due.
    const ended: TParticipation = (await client.get('/api/participation/mine/congress/demo')).json();
    expect(ended.registrations.map((r) => [r.statusRegistration, r.statusComment])).toEqual([
      ['cancelled', 'hold expired'],
    ]);
    expect(ended.holdExpiresAt).toBe(holdEnd.toISOString());
    expect(ended.statement).toMatchObject({ priceCents: 0, paidCents: 0, dueCents: 0 });

    // Book again from the rate list: the same NEXT, a fresh hold, and a fresh "registration received".
    smtp.clear();
    const again = await client.post('/api/registration/submit', body);
    expect(again.statusCode, again.body).toBe(200);
    const rebooked: TParticipation = again.json();
    expect(rebooked.id).toBe(participation.id);
    expect(rebooked.registrations.map((r) => [r.statusRegistration, r.statusComment])).toEqual([
      ['pending', null],
    ]);
    expect(new Date(rebooked.holdExpiresAt ?? 0).getTime()).toBe(t.clock.now.getTime() + HOLD_MS);
    expect(rebooked.statement.dueCents).toBe(65_000);
    expect((await mailsTo(email)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/registration received/i),
    ]);
    const [row] = await t.database.db
      .select({ hold: participations.holdExpiresAt })
      .from(participations)
      .where(eq(participations.id, participation.id));
    expect(row?.hold?.getTime()).toBe(t.clock.now.getTime() + HOLD_MS);
  });
});

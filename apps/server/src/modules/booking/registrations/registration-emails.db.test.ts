import type { TParticipation } from '@congress/domain/contracts/participations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverOutbox } from '../../../../test/outbox-delivery.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../../test/smtp-capture.ts';
import { createTestContext, type TestContext } from '../../../../test/test-app.ts';
import {
  bookingBody,
  clientAs,
  insertRate,
  insertStaff,
  insertUsers,
  manageBodyOf,
  person,
} from '../../../../test/fixtures/booking-fixtures.ts';

/** Decisions 36: registration received (what is held, until when) and cancellation, read over SMTP. */
describe('the registration e-mails', () => {
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

  const mailTo = async (email: string, subject: RegExp) => {
    await deliverOutbox(t.database.db, smtp.url, 'no-reply@demo.test');
    return smtp.waitFor((m) => m.to.includes(email) && subject.test(m.subject));
  };
  const holdText = (instant: Date) =>
    new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Europe/Lisbon',
    }).format(instant);

  it('a new registration is told what is held, until when, and what to pay; a second submit sends nothing', async () => {
    const rateId = await insertRate(t.database.db, { label: 'Partner single - e-mail test' });
    const client = await clientAs(t, (await insertUsers(t.database.db, 1))[0]!);
    const email = 'heloise@booking.test';
    const body = bookingBody(rateId, { main: person('Heloise', { email }) as never });
    const booked = await client.post('/api/registration/submit', body);
    expect(booked.statusCode, booked.body).toBe(201);
    const participation: TParticipation = booked.json();
    const mail = await mailTo(email, /registration received/i);
    expect(mail.text).toContain('Dear Heloise Martin,');
    expect(mail.text).toContain('Partner single - e-mail test, Grand Hotel, for €650.00');
    expect(mail.text).toContain(`until ${holdText(new Date(participation.holdExpiresAt ?? 0))}`);
    expect(mail.text).toContain('€650.00 remains due.');

    smtp.clear();
    expect((await client.post('/api/registration/submit', body)).statusCode).toBe(200);
    await deliverOutbox(t.database.db, smtp.url, 'no-reply@demo.test');
    expect(smtp.messages.filter((m) => m.to.includes(email))).toEqual([]);
  });

  it('a €0 registration is never told "€0.00 remains due": it is confirmed at once', async () => {
    const rateId = await insertRate(t.database.db, { firstParticipantPrice: '0.00' });
    const client = await clientAs(t, (await insertUsers(t.database.db, 1))[0]!);
    const email = 'zelia@booking.test';
    await client.post(
      '/api/registration/submit',
      bookingBody(rateId, { main: person('Zelia', { email }) as never }),
    );
    const mail = await mailTo(email, /registration confirmed/i);
    expect(mail.text).not.toMatch(/€0\.00 remains? due/);
    expect(mail.text).toContain('there is nothing to pay');
  });

  it('an organiser cancelling a registration sends the cancellation', async () => {
    const rateId = await insertRate(t.database.db);
    const client = await clientAs(t, (await insertUsers(t.database.db, 1))[0]!);
    const email = 'cyril@booking.test';
    const booked = await client.post(
      '/api/registration/submit',
      bookingBody(rateId, { main: person('Cyril', { email }) as never }),
    );
    const admin = await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN'));
    const loaded: TParticipation = (await admin.get(`/api/admin/participation/${booked.json().id}`)).json();
    const saved = await admin.put(`/api/admin/participation/${loaded.id}`, {
      ...manageBodyOf(loaded),
      statusRegistration: 'cancelled',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const mail = await mailTo(email, /cancelled/i);
    expect(mail.text).toContain('Dear Cyril Martin,');
    expect(mail.text).toContain('has been cancelled');
    expect(mail.text).toContain('Nothing is due.');
  });
});

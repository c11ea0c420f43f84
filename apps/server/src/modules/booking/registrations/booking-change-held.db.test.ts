import type { TParticipation } from '@congress/domain/contracts/participations';
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
import { dashboardUrl } from '../../../lib/mail/personal-link.ts';

/**
 * Decisions 32, 36: a booking held and not yet paid, changed by its participant, is in force at once;
 * they are told what it now is and until when its place is held, in the congress's zone.
 */
describe('a held booking, not yet paid, changed by its participant', () => {
  let t: TestContext;
  let smtp: SmtpCapture;
  let firstRateId: number;
  let otherRateId: number;
  beforeAll(async () => {
    t = await createTestContext();
    smtp = await startSmtpCapture();
    firstRateId = await insertRate(t.database.db, { label: 'Held single - first choice' });
    otherRateId = await insertRate(t.database.db, {
      label: 'Held single - second choice',
      firstParticipantPrice: '720.00',
    });
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });

  const delivered = async (email: string) => {
    await deliverOutbox(t.database.db, smtp.url, 'no-reply@demo.test');
    return smtp.messages.filter((m) => m.to.includes(email));
  };
  const holdText = (instant: Date) =>
    new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: 'Europe/Lisbon',
    }).format(instant);

  it('is told the booking as it now reads, the hold’s end and the amount due, with the personal link', async () => {
    const client = await clientAs(t, (await insertUsers(t.database.db, 1))[0]!);
    const email = 'ines@booking.test';
    const main = person('Ines', { email }) as never;
    const booked = await client.post('/api/registration/submit', bookingBody(firstRateId, { main }));
    expect(booked.statusCode, booked.body).toBe(201);
    expect((await delivered(email)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/registration received/i),
    ]);
    smtp.clear();

    const changed = await client.post('/api/registration/submit', bookingBody(otherRateId, { main }));
    expect(changed.statusCode, changed.body).toBe(200);
    const participation: TParticipation = changed.json();
    expect(participation.holdExpiresAt).not.toBeNull();

    const [mail, ...more] = await delivered(email);
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/change saved$/);
    expect(mail?.text).toContain('Hello Ines,');
    expect(mail?.text).toContain('Your change to your registration for');
    expect(mail?.text).toContain('Rate: Held single - second choice');
    expect(mail?.text).toContain('Amount due: €720');
    const until = holdText(new Date(participation.holdExpiresAt ?? 0));
    expect(mail?.text).toContain(`We hold your place until ${until}`);
    expect(mail?.text).toContain(`Your registration page: ${dashboardUrl('demo')}`);
    expect(mail?.html).toContain(`href="${dashboardUrl('demo')}"`);
  });

  it('NEXT again on the same choice tells nothing', async () => {
    const client = await clientAs(t, (await insertUsers(t.database.db, 1))[0]!);
    const email = 'jorge@booking.test';
    const body = bookingBody(firstRateId, { main: person('Jorge', { email }) as never });
    expect((await client.post('/api/registration/submit', body)).statusCode).toBe(201);
    await delivered(email);
    smtp.clear();
    expect((await client.post('/api/registration/submit', body)).statusCode).toBe(200);
    expect(await delivered(email)).toEqual([]);
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastOutboxId } from '../seed/seed-services.ts';
import { emailOutbox, hotels } from '../src/db/schema/index.ts';
import { dashboardUrl } from '../src/lib/mail/personal-link.ts';
import {
  bookingBody,
  clientAs,
  demoIds,
  insertMember,
  insertRate,
  insertUsers,
  person,
} from './fixtures/booking-fixtures.ts';
import { createTestContext, type TestClient, type TestContext } from './test-app.ts';

/**
 * Every e-mail the participant flows queue (booking, free confirmation, a free change, payment and
 * invoice, a room-mate leaving) ends with the link to the participant's registration page, and the
 * link is a page the site serves.
 */
describe('the participant e-mails link to the registration page', () => {
  let t: TestContext;
  let dist: string;
  let hotelId: number;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await createTestContext({ WEB_DIST: dist });
    const ids = await demoIds(t.database.db);
    const [hotel] = await t.database.db
      .insert(hotels)
      .values({ congressId: ids.congressId, name: 'Link Hotel' })
      .returning();
    hotelId = hotel!.id;
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const submit = async (client: TestClient, body: object) => {
    const response = await client.post('/api/registration/submit', body);
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json().id as number;
  };

  it('books, confirms, changes and pays: each message ends with the link', async () => {
    const db = t.database.db;
    // Only this test's messages: the demo seed queued its own (waiting1's offer).
    const before = await lastOutboxId(db);
    const free = await insertRate(db, { hotelId, firstParticipantPrice: '0.00' });
    const otherFree = await insertRate(db, { hotelId, firstParticipantPrice: '0.00' });
    const paid = await insertRate(db, { hotelId, firstParticipantPrice: '300.00' });
    const [speaker, buyer] = await insertUsers(db, 2);
    const speakerClient = await clientAs(t, speaker!);
    await submit(speakerClient, bookingBody(free, { main: person('Sara') as never }));
    await submit(speakerClient, bookingBody(otherFree, { main: person('Sara') as never }));
    // A detail changed on a free registration: complete at once, and told.
    await submit(
      speakerClient,
      bookingBody(otherFree, { main: person('Sara', { phone: '+351 911 111 111' }) as never }),
    );

    const buyerClient = await clientAs(t, buyer!);
    const participation = await submit(buyerClient, bookingBody(paid, { main: person('Bruno') as never }));
    const created = await buyerClient.post('/api/payment/stripe/create', { participation });
    expect(created.statusCode, created.body).toBe(200);
    const paidNow = await buyerClient.post('/api/payment/offline/confirm', {
      clientSecret: created.json().clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 1,
      expYear: 2031,
      cvc: '123',
      billingName: 'Bruno Martin',
      billingEmail: 'bruno@booking.test',
    });
    expect(paidNow.json().status, paidNow.body).toBe('succeeded');
    // Another rate at the same price: the change waits, and CONFIRM completes it with nothing to pay.
    const samePrice = await insertRate(db, { hotelId, firstParticipantPrice: '300.00' });
    await submit(buyerClient, bookingBody(samePrice, { main: person('Bruno') as never }));
    const confirmed = await buyerClient.post('/api/payment/confirm', { participation });
    expect(confirmed.json(), confirmed.body).toMatchObject({ label: 'CONFIRM' });

    // Two members share a room; one leaves it for a single room.
    const shared = await insertRate(db, {
      hotelId,
      roomOption: 'twin/double',
      firstParticipantTypeId: await (await demoIds(db)).typeId('member'),
      secondParticipantType: 'member',
      secondParticipantPrice: '100.00',
    });
    const single = await insertRate(db, {
      hotelId,
      firstParticipantTypeId: await (await demoIds(db)).typeId('member'),
    });
    const [ana, bea] = [await insertMember(db, null), await insertMember(db, null)];
    const share = (mate: string) => ({
      ...bookingBody(shared, {
        roomOption: 'twin',
        sharing: { firstName: 'R', lastName: 'M', memberNumber: mate },
      }),
    });
    await submit(await clientAs(t, ana), {
      ...share(bea.numMember),
      main: { ...person('Ana'), memberNumber: ana.numMember },
    });
    await submit(await clientAs(t, bea), {
      ...share(ana.numMember),
      main: { ...person('Bea'), memberNumber: bea.numMember },
    });
    await submit(await clientAs(t, ana), {
      ...bookingBody(single),
      confirmCompanionRemoval: true,
      main: { ...person('Ana'), memberNumber: ana.numMember },
    });

    const messages = await db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.congressId, (await demoIds(db)).congressId), gt(emailOutbox.id, before)));
    const purposes = new Set(messages.map((message) => message.purpose));
    for (const purpose of [
      'registration-confirmed',
      'registration-change-confirmed',
      'registration-received',
      'payment-confirmation',
      'room-mate-left',
    ])
      expect(purposes, purpose).toContain(purpose);
    // The free detail change and the CONFIRM of a change at the same price.
    expect(messages.filter((m) => m.purpose === 'registration-change-confirmed')).toHaveLength(2);
    const link = dashboardUrl('demo');
    for (const message of messages) {
      expect(message.text, message.purpose).toContain(`Your registration page: ${link}`);
      expect(message.text.trimEnd().endsWith(link), message.purpose).toBe(true);
      expect(message.html, message.purpose).toContain(`<a href="${link}">`);
    }
    // The link is a page of the site: the single-page app answers it (and its guard signs in first).
    const page = await t.app.inject({ method: 'GET', url: new URL(link).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
  });
});

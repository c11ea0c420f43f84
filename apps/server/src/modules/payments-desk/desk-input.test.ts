import { DESK_MESSAGES, receivedBeforeOpening } from '@congress/domain/contracts/payments-desk';
import { dayInZone } from '@congress/domain/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestClient, type TestContext } from '../../../test/test-app.ts';
import { congresses, rates } from '../../db/schema/index.ts';
import {
  type CongressFixture,
  createCongress,
  createRate,
  paymentsOf,
  registrationsOf,
  TEST_JWT_SECRET,
} from '../../../test/fixtures/payment-fixtures.ts';
import { deskFixtures } from '../../../test/fixtures/desk-fixtures.ts';

const DAY = 86_400_000;

/** The day money arrived is a real day between registration opening and today. */
describe('payments desk input: the date received and a partial transfer', () => {
  let t: TestContext;
  let congress: CongressFixture;
  let admin: TestClient;
  let f: ReturnType<typeof deskFixtures>;
  const dayAgo = (days: number) => dayInZone(new Date(t.clock.now.getTime() - days * DAY), 'Europe/Lisbon');
  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    congress = await createCongress(t.database.db);
    f = deskFixtures(t);
    admin = await f.staffClient(['ROLE_ADMIN'], congress.id);
    // Created 30 days ago; one rate opened 40 days ago (announced before the congress was set up here).
    const db = t.database.db;
    await db
      .update(congresses)
      .set({ createdAt: new Date(t.clock.now.getTime() - 30 * DAY) })
      .where(eq(congresses.id, congress.id));
    const early = await createRate(db, congress);
    await db
      .update(rates)
      .set({ openDate: new Date(t.clock.now.getTime() - 40 * DAY) })
      .where(eq(rates.id, early));
  });
  afterAll(() => t.close());

  const markReceived = (paymentId: number, body: object) =>
    admin.post(`/api/payments-desk/transfer/${paymentId}/received`, body);
  const manual = (participationId: number, body: object) =>
    admin.post(`/api/payments-desk/participation/${participationId}/manual-payment`, body);
  const bulk = (participationIds: number[], receivedOn: string) =>
    admin.post('/api/payments-desk/bulk/transfers-received', {
      congressSlug: congress.slug,
      receivedOn,
      selection: { kind: 'participations', ids: participationIds },
    });

  it('refuses a day that does not exist (2026-02-30) on every desk form, with the field', async () => {
    const transfer = await f.pendingTransfer(congress);
    for (const receivedOn of ['2026-02-30', '2027-02-29', '2026-04-31', '2026-13-01', '2026-00-10']) {
      for (const response of [
        await markReceived(transfer.paymentId, { amount: '800', receivedOn }),
        await manual(transfer.participationId, { amount: '1', receivedOn }),
      ]) {
        expect(response.statusCode, receivedOn).toBe(400);
        expect(response.json().fields, receivedOn).toEqual({ receivedOn: DESK_MESSAGES.dateInvalid });
      }
    }
    expect((await paymentsOf(t.database.db, transfer.participationId))[0]?.status).toBe('pending');
  });

  it('refuses a day before registration opened (the earliest of the congress and its rates), accepts that day', async () => {
    const opened = dayAgo(40);
    const message = receivedBeforeOpening(opened);
    expect(message).toMatch(/before registration opened on \d{1,2} \w+ \d{4}/);
    const transfer = await f.pendingTransfer(congress);
    const tooEarly = await markReceived(transfer.paymentId, { amount: '800', receivedOn: dayAgo(41) });
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json().fields).toEqual({ receivedOn: message });
    const manualTooEarly = await manual(transfer.participationId, { amount: '1', receivedOn: dayAgo(41) });
    expect(manualTooEarly.json().fields).toEqual({ receivedOn: message });
    const bulkTooEarly = await bulk([transfer.participationId], dayAgo(41));
    expect(bulkTooEarly.statusCode).toBe(400);
    expect(bulkTooEarly.json().fields).toEqual({ receivedOn: message });
    expect((await paymentsOf(t.database.db, transfer.participationId))[0]?.status).toBe('pending');

    const onTheDay = await markReceived(transfer.paymentId, { amount: '800', receivedOn: opened });
    expect(onTheDay.statusCode, onTheDay.body).toBe(200);
  });

  it('a partial transfer leaves the registration pending and says so, with what the statement leaves due', async () => {
    const transfer = await f.pendingTransfer(congress);
    const response = await markReceived(transfer.paymentId, { amount: '500', receivedOn: f.today() });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      outcome: 'partial',
      amountDueCents: 30000,
      registrationsConfirmed: false,
      registrationStatus: 'pending',
      message: 'Partial transfer recorded: the registration stays pending; €300 remains due.',
    });
    expect((await registrationsOf(t.database.db, transfer.participationId))[0]?.statusRegistration).toBe(
      'pending',
    );
    const summary = await transfer.owner.get(`/api/payment/participation/${transfer.participationId}`);
    expect(summary.json()).toMatchObject({ amountDueCents: 30000, action: 'PAYE' });
  });

  it('the full amount of a transfer whose price rose since is partial too: the statement decides, not the transfer', async () => {
    const transfer = await f.pendingTransfer(congress);
    await t.database.db
      .update(rates)
      .set({ firstParticipantPrice: '1000.00' })
      .where(eq(rates.id, transfer.rateId));
    const response = await markReceived(transfer.paymentId, { amount: '800', receivedOn: f.today() });
    expect(response.json()).toMatchObject({
      outcome: 'partial',
      expectedCents: 80000,
      receivedCents: 80000,
      amountDueCents: 20000,
      registrationsConfirmed: false,
      registrationStatus: 'pending',
      message: 'Partial transfer recorded: the registration stays pending; €200 remains due.',
    });
  });

  it('a partial manual payment says the same', async () => {
    const made = await f.participationWithOwner(congress, '800.00');
    const response = await manual(made.participationId, { amount: '300', receivedOn: f.today() });
    expect(response.json()).toMatchObject({
      amountDueCents: 50000,
      registrationStatus: 'pending',
      message: 'Manual payment recorded: the registration stays pending; €500 remains due.',
    });
    const last = await manual(made.participationId, { amount: '500', receivedOn: f.today() });
    expect(last.json()).toMatchObject({
      registrationStatus: 'confirmed',
      message: DESK_MESSAGES.manualRecorded,
    });
  });
});

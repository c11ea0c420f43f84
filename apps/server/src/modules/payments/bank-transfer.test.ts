import { dayInZone } from '@congress/domain/dates';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestContext, type TestContext } from '../../../test/test-app.ts';
import { congresses, invoices, participations, storedFiles } from '../../db/schema/index.ts';
import {
  type CongressFixture,
  createCongress,
  createParticipation,
  createRate,
  outboxOf,
  paymentsOf,
  registrationsOf,
  signInAs,
  TEST_JWT_SECRET,
} from '../../../test/fixtures/payment-fixtures.ts';

describe('POST /api/payment/bank-transfer', () => {
  let t: TestContext;
  let congress: CongressFixture;
  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    congress = await createCongress(t.database.db);
  });
  afterAll(() => t.close());

  async function owner() {
    const rateId = await createRate(t.database.db, congress, { price: '800.00', secondPrice: '400.00' });
    const participation = await createParticipation(t.database.db, congress, rateId, { companion: true });
    const client = createClient(t.app);
    await signInAs(client, participation.userId);
    return { client, participationId: participation.id, userId: participation.userId };
  }

  it('records a pending transfer with a unique reference, confirms the registrations and e-mails the proforma and the bank details', async () => {
    const { client, participationId, userId } = await owner();
    const response = await client.post('/api/payment/bank-transfer', { participation: participationId });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ amountCents: 120000, currency: 'EUR' });
    expect(body.reference).toMatch(
      new RegExp(`^${congress.slug.toUpperCase()}-${participationId}-[A-Z2-9]{4}$`),
    );
    expect(body.dueDate).toBe(dayInZone(new Date(t.clock.now.getTime() + 15 * 86_400_000), 'Europe/Lisbon'));

    const [payment] = await paymentsOf(t.database.db, participationId);
    expect(payment).toMatchObject({
      kind: 'charge',
      method: 'bank_transfer',
      status: 'pending',
      amountCents: 120000,
      reference: body.reference,
    });
    expect((await registrationsOf(t.database.db, participationId)).map((r) => r.statusRegistration)).toEqual([
      'confirmed',
      'confirmed',
    ]);
    const [participation] = await t.database.db
      .select()
      .from(participations)
      .where(eq(participations.id, participationId));
    expect(participation).toMatchObject({ holdExpiresAt: null, paymentMethodChoice: 'bank_transfer' });

    const mails = (await outboxOf(t.database.db, congress.id)).filter((m) => m.text.includes(body.reference));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ purpose: 'bank-transfer', toAddress: `claire-${userId}@payments.test` });
    expect(mails[0]?.text).toContain('€1,200.00');
    expect(mails[0]?.text).toMatch(/\d{1,2} [A-Z][a-z]+ \d{4}/);
    // The bank details are written in the e-mail: the proforma is its only attachment.
    const [congressRow] = await t.database.db.select().from(congresses).where(eq(congresses.id, congress.id));
    const fileIds = mails[0]?.attachments.map((a) => a.fileId) ?? [];
    expect(fileIds).not.toContain(congressRow?.ribFileId);
    expect(mails[0]?.text).toContain('IBAN: PT50 0002 0123 1234 5678 9015 4');
    const files = await t.database.db.select().from(storedFiles).where(inArray(storedFiles.id, fileIds));
    expect(files.map((f) => f.contentType)).toEqual(['application/pdf']);
    const [proforma] = await t.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.participationId, participationId));
    expect(proforma).toMatchObject({ kind: 'proforma', number: null, paymentId: payment?.id });
    expect(mails[0]?.attachments.find((a) => a.fileId === proforma?.fileId)?.filename).toBe(
      `proforma_${congress.slug}.pdf`,
    );
  });

  it('answers the same transfer again instead of a second one', async () => {
    const { client, participationId } = await owner();
    const first = await client.post('/api/payment/bank-transfer', { participation: participationId });
    const second = await client.post('/api/payment/bank-transfer', { participation: participationId });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await paymentsOf(t.database.db, participationId)).toHaveLength(1);
    const mails = (await outboxOf(t.database.db, congress.id)).filter((m) =>
      m.text.includes(first.json().reference),
    );
    expect(mails).toHaveLength(1);
  });

  it('cancels an open card payment first, so the participant never pays twice', async () => {
    const { client, participationId } = await owner();
    await client.post('/api/payment/stripe/create', { participation: participationId });
    const response = await client.post('/api/payment/bank-transfer', { participation: participationId });
    expect(response.statusCode).toBe(200);
    const rows = await paymentsOf(t.database.db, participationId);
    expect(rows.map((row) => [row.method, row.status])).toEqual([
      ['card', 'cancelled'],
      ['bank_transfer', 'pending'],
    ]);
    // The transfer not yet received can still be replaced by a card for its amount (decisions 35).
    const card = await client.post('/api/payment/stripe/create', { participation: participationId });
    expect(card.statusCode).toBe(200);
    expect(card.json().amountCents).toBe(rows[1]?.amountCents);
  });
});

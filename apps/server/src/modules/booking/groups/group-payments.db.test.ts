import { BILLING, groupFixtures } from '../../../../test/fixtures/group-fixtures.ts';
import type { TGroup } from '@congress/domain/contracts/groups';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskFixtures } from '../../../../test/fixtures/desk-fixtures.ts';
import {
  outboxOf,
  paymentsOf,
  registrationsOf,
  TEST_JWT_SECRET,
} from '../../../../test/fixtures/payment-fixtures.ts';
import { ENGLISH_CSV_MAPPING, statementUpload } from '../../../../test/fixtures/statement-fixtures.ts';
import { pdfFonts } from '../../../../test/pdf-fonts.ts';
import { pdfText } from '../../../../test/pdf-text.ts';
import { createTestContext, type TestContext } from '../../../../test/test-app.ts';

/** A group pays once (decisions 49): one transfer or one card payment, through the API on both databases. */
describe('group bookings: one payment for the group', () => {
  let t: TestContext;
  let f: ReturnType<typeof deskFixtures>;
  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    f = deskFixtures(t);
  });
  afterAll(() => t.close());

  const { congressWithGuestRate, payerClient, bookGroup, groupOf, allowFreeCancellation, payByTestCard } =
    groupFixtures(() => t);

  it('one transfer for the group: one reference, one proforma listing every place, matched by one statement line', async () => {
    const { congress, rateId } = await congressWithGuestRate();
    const { payer, group } = await bookGroup(congress, rateId, 3);
    const chosen = await payer.client.post(`/api/group/${group.id}/bank-transfer`);
    expect(chosen.statusCode, chosen.body).toBe(200);
    const view = chosen.json() as TGroup;
    expect(view.transfer).toMatchObject({ reference: group.reference, amountCents: 90000 });
    expect(view.holdExpiresAt).toBeNull();
    // A transfer asked for holds no place against a clock any more.
    expect(view.places.map((p) => p.holdExpiresAt)).toEqual([null, null, null]);
    expect(view.places.map((p) => p.paymentState)).toEqual([
      'awaiting_transfer',
      'awaiting_transfer',
      'awaiting_transfer',
    ]);
    for (const place of view.places) {
      const [transfer] = await paymentsOf(t.database.db, place.participationId);
      expect(transfer).toMatchObject({
        status: 'pending',
        amountCents: 30000,
        reference: `${group.reference}-${place.place}`,
      });
      expect((await registrationsOf(t.database.db, place.participationId))[0]?.statusRegistration).toBe(
        'confirmed',
      );
    }
    // Chosen twice, asked once.
    expect((await payer.client.post(`/api/group/${group.id}/bank-transfer`)).statusCode).toBe(200);
    const transferMails = (await outboxOf(t.database.db, congress.id)).filter(
      (m) => m.toAddress === payer.email && m.purpose === 'bank-transfer',
    );
    expect(transferMails).toHaveLength(1);
    expect(transferMails[0]?.text).toContain(group.reference);
    expect(transferMails[0]?.attachments).toHaveLength(1);

    const proforma = await payer.client.get(`/api/group/${group.id}/proforma`);
    expect(proforma.statusCode).toBe(200);
    const text = await pdfText(proforma.rawPayload);
    expect(text).toContain(group.reference);
    expect(text).toContain('Hotel Aurora Ltd');
    expect(text.match(/Registration fee, Place \d Hotel Aurora Ltd/g)).toHaveLength(3);
    expect(text).toContain(`For ${group.reference}`);
    expect(text).toMatch(/900[.,]00/);

    // The bank line quotes the group's reference once, for the whole amount.
    const admin = await f.staffClient(['ROLE_ADMIN'], congress.id);
    const csv = Buffer.from(
      `Date,Description,Payer,Credit,Debit,Bank reference\n${f.today()},${group.reference},Hotel Aurora Ltd,900.00,,BK-1\n`,
    );
    const imported = await admin.request({
      method: 'POST',
      url: `/api/payments-desk/congress/${congress.slug}/statements`,
      ...statementUpload('bank.csv', csv, { mapping: JSON.stringify(ENGLISH_CSV_MAPPING) }),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ matched: 1, unmatched: 0 });
    const statement = await admin.get(`/api/payments-desk/statement/${imported.json().statementId}`);
    const line = (
      statement.json() as {
        lines: Array<{ id: number; status: string; proposed: Record<string, unknown>; receipt: string }>;
      }
    ).lines[0];
    expect(line?.status).toBe('matched');
    // The admin reads the group, not its first place: the payer, the one reference, the whole amount.
    expect(line?.proposed).toMatchObject({
      name: 'Hotel Aurora Ltd',
      reference: group.reference,
      transferCents: 90000,
      awaitedCents: 90000,
    });
    const confirmed = await admin.post(
      `/api/payments-desk/statement/${imported.json().statementId}/confirm`,
      {
        lineIds: [line?.id],
      },
    );
    expect(confirmed.json()).toMatchObject({ booked: 1, failures: [] });
    const paid = await groupOf(payer.client, group.id);
    expect(paid.places.map((p) => p.paymentState)).toEqual(['paid', 'paid', 'paid']);
    expect(paid.totals).toMatchObject({ paidCents: 90000, dueCents: 0, awaitingTransferCents: 0 });
    expect(paid.transfer).toBeNull();
    const paidMail = (await outboxOf(t.database.db, congress.id)).filter((m) => m.purpose === 'group-paid');
    expect(paidMail.map((m) => [m.toAddress, m.subject, m.attachments.length])).toEqual([
      [payer.email, `Payment received for group ${group.reference}`, 3],
    ]);
    expect(paidMail[0]?.text).toContain('3 places are paid');
  });

  it('a short transfer pays whole places in order and leaves the rest awaited', async () => {
    const { congress, rateId } = await congressWithGuestRate();
    const { payer, group } = await bookGroup(congress, rateId, 3);
    await payer.client.post(`/api/group/${group.id}/bank-transfer`);
    const admin = await f.staffClient(['ROLE_ADMIN'], congress.id);
    const lead = (await paymentsOf(t.database.db, group.places[0]?.participationId ?? 0))[0];
    const csv = Buffer.from(
      `Date,Description,Payer,Credit,Debit,Bank reference\n${f.today()},${group.reference},Aurora,600.00,,BK-2\n`,
    );
    const imported = await admin.request({
      method: 'POST',
      url: `/api/payments-desk/congress/${congress.slug}/statements`,
      ...statementUpload('short.csv', csv, {
        mapping: JSON.stringify(ENGLISH_CSV_MAPPING),
      }),
    });
    const statement = await admin.get(`/api/payments-desk/statement/${imported.json().statementId}`);
    const line = (
      statement.json() as {
        lines: Array<{ id: number; status: string; proposed: { paymentId: number } | null }>;
      }
    ).lines[0];
    // The amount differs, the reference is the group's: proposed to the group's first transfer.
    expect(line?.proposed?.paymentId).toBe(lead?.id);
    if (line?.status !== 'matched') {
      const resolved = await admin.post(`/api/payments-desk/statement-line/${line?.id}/resolve`, {
        action: 'book',
        paymentId: lead?.id,
      });
      expect(resolved.statusCode, resolved.body).toBe(200);
    } else {
      await admin.post(`/api/payments-desk/statement/${imported.json().statementId}/confirm`, {
        lineIds: [line.id],
      });
    }
    const after = await groupOf(payer.client, group.id);
    expect(after.places.map((p) => p.paymentState)).toEqual(['paid', 'paid', 'awaiting_transfer']);
    expect(after.totals).toMatchObject({ paidCents: 60000, awaitingTransferCents: 30000 });
  });

  it('one card payment for the group: each place paid its share, with its own invoice; a refund goes back to the one intent', async () => {
    const { congress, rateId } = await congressWithGuestRate();
    await allowFreeCancellation(congress.id);
    const { payer, group } = await bookGroup(congress, rateId, 3);
    const ana = await payerClient();
    await payer.client.put(`/api/group/${group.id}/place/${group.places[1]?.participationId}`, {
      firstName: 'Ana',
      lastName: 'Sousa',
      email: ana.email,
    });
    const created = await payer.client.post(`/api/group/${group.id}/card`);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({ amountCents: 90000, provider: 'offline' });
    // Asked twice, one intent.
    const again = await payer.client.post(`/api/group/${group.id}/card`);
    expect(again.json().clientSecret).toBe(created.json().clientSecret);
    await payByTestCard(payer, created.json().clientSecret);
    const view = await groupOf(payer.client, group.id);
    expect(view.places.map((p) => p.paymentState)).toEqual(['paid', 'paid', 'paid']);
    expect(view.totals).toMatchObject({ paidCents: 90000, dueCents: 0 });
    for (const place of view.places) {
      const charges = (await paymentsOf(t.database.db, place.participationId)).filter(
        (p) => p.kind === 'charge',
      );
      expect(charges.map((p) => [p.method, p.status, p.amountCents])).toEqual([['card', 'confirmed', 30000]]);
      expect((await registrationsOf(t.database.db, place.participationId))[0]?.statusRegistration).toBe(
        'confirmed',
      );
    }
    const paidMail = (await outboxOf(t.database.db, congress.id)).filter((m) => m.purpose === 'group-paid');
    expect(paidMail.map((m) => [m.toAddress, m.attachments.length])).toEqual([[payer.email, 3]]);
    const documents = await ana.client.get(`/api/invoice/documents/${view.places[1]?.participationId}`);
    expect(documents.json().items.map((d: { kind: string }) => d.kind)).toEqual(['invoice']);

    // Ana cancels under the free policy: her share goes back to the group's one intent.
    const quote = await ana.client.get(`/api/participation/${view.places[1]?.participationId}/cancel`);
    const cancelled = await ana.client.post(`/api/participation/${view.places[1]?.participationId}/cancel`, {
      version: quote.json().version,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refunds = (await paymentsOf(t.database.db, view.places[1]?.participationId ?? 0)).filter(
      (p) => p.kind === 'refund',
    );
    expect(refunds.map((p) => [p.status, p.amountCents])).toEqual([['confirmed', 30000]]);
    expect(
      (refunds[0]?.informationsPayment as { providerRefundId?: string } | undefined)?.providerRefundId,
    ).toBeTruthy();
    const after = await groupOf(payer.client, group.id);
    expect(after.places.map((p) => p.paymentState)).toEqual(['paid', 'cancelled', 'paid']);
  });

  it("a place cancelled while the group's card payment is open: its share is refunded to the card when the money arrives", async () => {
    const { congress, rateId } = await congressWithGuestRate();
    await allowFreeCancellation(congress.id);
    const { payer, group } = await bookGroup(congress, rateId, 3);
    const created = await payer.client.post(`/api/group/${group.id}/card`);
    expect(created.json()).toMatchObject({ amountCents: 90000 });
    // The payer gives up the third place in another tab, then pays the card form already open.
    const third = group.places[2]?.participationId ?? 0;
    const cancelled = await payer.client.post(`/api/group/${group.id}/place/${third}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await payByTestCard(payer, created.json().clientSecret);

    const view = await groupOf(payer.client, group.id);
    expect(view.places.map((p) => p.paymentState)).toEqual(['paid', 'paid', 'cancelled']);
    const money = (await paymentsOf(t.database.db, third)).map((p) => [p.kind, p.status, p.amountCents]);
    expect(money).toEqual([
      ['charge', 'confirmed', 30000],
      ['refund', 'confirmed', 30000],
    ]);
    const refund = (await paymentsOf(t.database.db, third)).find((p) => p.kind === 'refund');
    expect(
      (refund?.informationsPayment as { providerRefundId?: string } | undefined)?.providerRefundId,
    ).toBeTruthy();
    // An invoice for each place kept, none for the one given up; the payer is told where its share went.
    const paidMail = (await outboxOf(t.database.db, congress.id)).filter((m) => m.purpose === 'group-paid');
    expect(paidMail).toHaveLength(1);
    expect(paidMail[0]?.attachments).toHaveLength(2);
    expect(paidMail[0]?.text).toContain('2 places are paid by it');
    expect(paidMail[0]?.text).toContain('€300 of it paid for places cancelled before the payment arrived');
  });

  it('the group proforma reads every script the names come in: Polish, Greek, Cyrillic (pdftotext, pdffonts)', async () => {
    const { congress, rateId } = await congressWithGuestRate();
    const payer = await payerClient();
    const billingName = 'Spółka Łódź · Ελληνική Εταιρεία · ООО «Москва»';
    const created = await payer.client.post('/api/group', {
      congressSlug: congress.slug,
      rateId,
      places: 3,
      billing: { ...BILLING, billingCompanyName: billingName, billingCompanyCity: 'Θεσσαλονίκη' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const group = created.json() as TGroup;
    const people = [
      { firstName: 'Zbigniew', lastName: 'Łęcki' },
      { firstName: 'Νικόλαος', lastName: 'Παπαδόπουλος' },
      { firstName: 'Анна', lastName: 'Шевченко' },
    ];
    for (const [index, person] of people.entries()) {
      const named = await payer.client.put(
        `/api/group/${group.id}/place/${group.places[index]?.participationId}`,
        {
          ...person,
          email: `unicode-${index}-${group.id}@groups.test`,
        },
      );
      expect(named.statusCode, named.body).toBe(200);
    }
    expect((await payer.client.post(`/api/group/${group.id}/bank-transfer`)).statusCode).toBe(200);
    const proforma = await payer.client.get(`/api/group/${group.id}/proforma`);
    expect(proforma.statusCode).toBe(200);
    const text = await pdfText(proforma.rawPayload);
    // The layout wraps the long name in its column: each of its parts is read whole.
    const words = ['Spółka Łódź', 'Ελληνική Εταιρεία', 'ООО', '«Москва»', 'Θεσσαλονίκη'];
    for (const person of people) words.push(`Registration fee, ${person.firstName} ${person.lastName}`);
    for (const word of words) expect(text.replace(/\s+/g, ' ')).toContain(word);
    // Billed to the payer, with the payer's address: never the first person's.
    expect(text).toContain(payer.email);
    expect(text).not.toContain('unicode-0-');
    // Every font is embedded: the letters print the same on any reader's machine.
    const fonts = await pdfFonts(proforma.rawPayload);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((font) => !font.embedded)).toEqual([]);
  });
});

import { groupFixtures } from '../../../../test/fixtures/group-fixtures.ts';
import type { TDocumentList } from '@congress/domain/contracts/invoices';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schematronErrors, xsdErrors } from '../../../../test/en16931-validation.ts';
import { TEST_JWT_SECRET } from '../../../../test/fixtures/payment-fixtures.ts';
import type { TestClient } from '../../../../test/test-app.ts';
import { createTestContext, type TestContext } from '../../../../test/test-app.ts';
import { congresses } from '../../../db/schema/index.ts';

/** The payer reads each place's invoices and credit notes (decisions 45, 49), on both databases. */
describe('group bookings: the payer’s documents of each place', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
  });
  afterAll(() => t.close());

  const { congressWithGuestRate, payerClient, bookGroup, groupOf, allowFreeCancellation, payByTestCard } =
    groupFixtures(() => t);

  const documentsOf = async (client: TestClient, participationId: number) => {
    const response = await client.get(`/api/invoice/documents/${participationId}`);
    return { status: response.statusCode, list: response.json() as TDocumentList };
  };

  async function paidGroupWithNamedPlace() {
    const { congress, rateId } = await congressWithGuestRate();
    await allowFreeCancellation(congress.id);
    // The seller's full address, which an e-invoice needs (BR-09: its country).
    await t.database.db
      .update(congresses)
      .set({
        issuerAddress: 'Rua Augusta 100',
        issuerPostcode: '1100-053',
        issuerCity: 'Lisboa',
        issuerCountry: 'PT',
      })
      .where(eq(congresses.id, congress.id));
    const { payer, group } = await bookGroup(congress, rateId, 2);
    const ana = await payerClient();
    const named = await payer.client.put(`/api/group/${group.id}/place/${group.places[1]?.participationId}`, {
      firstName: 'Ana',
      lastName: 'Sousa',
      email: ana.email,
    });
    expect(named.statusCode, named.body).toBe(200);
    const created = await payer.client.post(`/api/group/${group.id}/card`);
    await payByTestCard(payer, created.json().clientSecret);
    const [first, second] = (await groupOf(payer.client, group.id)).places.map((p) => p.participationId);
    return { payer, ana, group, first: first ?? 0, second: second ?? 0 };
  }

  it('the payer lists and downloads the invoice of every paid place, named or not, and the credit note of a cancelled one', async () => {
    const { payer, ana, first, second } = await paidGroupWithNamedPlace();
    for (const place of [first, second]) {
      const { status, list } = await documentsOf(payer.client, place);
      expect(status).toBe(200);
      expect(list.items.map((d) => d.kind)).toEqual(['invoice']);
      const file = await payer.client.get(`/api/invoice/document/${list.items[0]?.id}`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      // Each place's e-invoice names the payer's company as its buyer and passes CEN's EN 16931 rules.
      const ubl = await payer.client.get(`/api/invoice/document/${list.items[0]?.id}/ubl`);
      expect(ubl.statusCode, ubl.body).toBe(200);
      expect(ubl.body).toMatch(/<cac:AccountingCustomerParty>[\s\S]*Hotel Aurora Ltd/);
      expect(await schematronErrors(ubl.body, 'ubl')).toEqual([]);
      expect(await xsdErrors(ubl.body, 'ubl-invoice')).toBe('');
    }
    // Ana cancels her own place: its credit note is the payer's to read too (the payer was refunded).
    const quote = await ana.client.get(`/api/participation/${second}/cancel`);
    const cancelled = await ana.client.post(`/api/participation/${second}/cancel`, {
      version: quote.json().version,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const { list } = await documentsOf(payer.client, second);
    expect(list.items.map((d) => d.kind).sort()).toEqual(['credit_note', 'invoice']);
    const creditNote = list.items.find((d) => d.kind === 'credit_note');
    expect((await payer.client.get(`/api/invoice/document/${creditNote?.id}`)).statusCode).toBe(200);
    // Ana still reads her own.
    expect((await documentsOf(ana.client, second)).status).toBe(200);
  });

  it('refuses the documents of a place to anyone but its payer, its person and admins', async () => {
    const mine = await paidGroupWithNamedPlace();
    const other = await paidGroupWithNamedPlace();
    const stranger = await payerClient();
    const invoiceId = (await documentsOf(mine.payer.client, mine.first)).list.items[0]?.id;
    expect(invoiceId).toBeDefined();
    const asked = [
      [stranger.client, `/api/invoice/documents/${mine.first}`],
      [stranger.client, `/api/invoice/document/${invoiceId}`],
      [stranger.client, `/api/invoice/document/${invoiceId}/ubl`],
      // The person of one place is not the payer: the other places' documents are not theirs.
      [mine.ana.client, `/api/invoice/documents/${mine.first}`],
      [mine.ana.client, `/api/invoice/document/${invoiceId}`],
      // Another group's payer.
      [other.payer.client, `/api/invoice/documents/${mine.second}`],
      [other.payer.client, `/api/invoice/document/${invoiceId}`],
    ] as const;
    for (const [client, url] of asked) {
      const response = await client.get(url);
      expect([403, 404], `${url}: ${response.statusCode}`).toContain(response.statusCode);
    }
  });
});

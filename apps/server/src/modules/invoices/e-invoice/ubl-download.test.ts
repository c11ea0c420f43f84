import { DOCUMENT_MESSAGES } from '@congress/domain/contracts/invoices';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyWithMarginScheme } from '../../../../test/e-invoice-fixtures.ts';
import { schematronErrors, xsdErrors } from '../../../../test/en16931-validation.ts';
import { deskFixtures } from '../../../../test/fixtures/desk-fixtures.ts';
import {
  type CongressFixture,
  createCongress,
  TEST_JWT_SECRET,
} from '../../../../test/fixtures/payment-fixtures.ts';
import { createTestContext, type TestClient, type TestContext } from '../../../../test/test-app.ts';
import { invoices } from '../../../db/schema/index.ts';

/**
 * GET /api/invoice/document/:id/ubl (decisions 45): an issued invoice as UBL for
 * Peppol, for its owner and staff. Until documents are itemised when issued, the test
 * gives the stored invoice an itemised content by hand, as issuing will.
 */
describe('UBL download of an issued invoice', () => {
  let t: TestContext;
  let congress: CongressFixture;
  let f: ReturnType<typeof deskFixtures>;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    congress = await createCongress(t.database.db);
    f = deskFixtures(t);
    admin = await f.staffClient(['ROLE_ADMIN'], congress.id);
  });
  afterAll(() => t.close());

  const listed = async (client: TestClient, participationId: number) => {
    const list = await client.get(`/api/invoice/documents/${participationId}`);
    expect(list.statusCode, list.body).toBe(200);
    return list.json().items as Array<{ id: number; kind: string; eInvoice?: boolean }>;
  };

  it('a document issued without lines has no e-invoice: not offered, and 404 with a reason', async () => {
    const paid = await f.paidByCard(congress);
    const [invoice] = await listed(paid.owner, paid.participationId);
    expect(invoice).toMatchObject({ kind: 'invoice', eInvoice: false });
    const response = await paid.owner.get(`/api/invoice/document/${invoice!.id}/ubl`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(DOCUMENT_MESSAGES.noEInvoice);
  });

  it('an itemised invoice: the owner and staff download UBL that CEN rules and the UBL schema accept', async () => {
    const paid = await f.paidByCard(congress);
    const [invoice] = await listed(paid.owner, paid.participationId);
    const content = {
      ...companyWithMarginScheme,
      congress: { ...companyWithMarginScheme.congress, slug: congress.slug },
    };
    await t.database.db.update(invoices).set({ content }).where(eq(invoices.id, invoice!.id));
    expect(await listed(paid.owner, paid.participationId)).toMatchObject([
      { id: invoice!.id, eInvoice: true },
    ]);

    for (const client of [paid.owner, admin]) {
      const response = await client.get(`/api/invoice/document/${invoice!.id}/ubl`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="invoice_${congress.slug}_${companyWithMarginScheme.number}.xml"`,
      );
      expect(response.body).toContain('<cbc:CompanyID>FR40303265045</cbc:CompanyID>');
      expect(await schematronErrors(response.body, 'ubl')).toEqual([]);
      expect(await xsdErrors(response.body, 'ubl-invoice')).toBe('');
    }
    const stranger = await f.staffClient(['ROLE_ADMIN'], (await createCongress(t.database.db)).id);
    expect([403, 404]).toContain((await stranger.get(`/api/invoice/document/${invoice!.id}/ubl`)).statusCode);
  });
});

import type { TDocumentList, TIssuedDocument } from '@congress/domain/contracts/invoices';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, type FakeRequest, jsonResponse } from '../../test/fake-fetch.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { DocumentList } from './document-list.tsx';

const issued = (id: number, kind: TIssuedDocument['kind'], eInvoice: boolean): TIssuedDocument => ({
  id,
  kind,
  title: kind === 'invoice' ? 'Invoice' : 'Credit note',
  number: `DEMO-00004${id}`,
  issuedOn: '27 November 2026',
  issuedAt: '2026-11-27T10:00:00.000Z',
  amountCents: 65000,
  currency: 'EUR',
  paymentId: id,
  eInvoice,
});

const list: TDocumentList = {
  items: [issued(1, 'invoice', true), issued(2, 'credit_note', true), issued(3, 'invoice', false)],
  canDownloadProforma: false,
};

let fake: ReturnType<typeof createFakeFetch>;
beforeEach(() => {
  fake = createFakeFetch((request: FakeRequest) => {
    if (request.url.endsWith('/api/invoice/documents/7')) return jsonResponse(200, list);
    if (request.url.endsWith('/ubl'))
      return new Response('<Invoice/>', {
        status: 200,
        headers: {
          'Content-Type': 'application/xml',
          'Content-Disposition': 'attachment; filename="invoice_demo_DEMO-000041.xml"',
        },
      });
    return jsonResponse(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fake.fetch);
  URL.createObjectURL = () => 'blob:e-invoice';
  URL.revokeObjectURL = () => {};
  // jsdom cannot follow the download link saveFile clicks.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('documents list: UBL e-invoices (decisions 45)', () => {
  it('offers "UBL (Peppol)" beside each invoice and credit note that is an e-invoice, and downloads it', async () => {
    renderWithProviders(<DocumentList participationId={7} congressSlug="demo" />);
    const ubl = await screen.findAllByRole('button', { name: /^UBL \(Peppol\)/ });
    // Two e-invoices; the invoice issued before itemised documents has none.
    expect(ubl).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /^Download/ })).toHaveLength(3);
    expect(ubl[1]!.textContent).toContain('e-invoice of Credit note DEMO-000042');
    fireEvent.click(ubl[0]!);
    await waitFor(() => expect(fake.count('GET', '/api/invoice/document/1/ubl')).toBe(1));
  });
});

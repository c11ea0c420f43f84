import type { TGroup } from '@congress/domain/contracts/groups';
import type { TDocumentList, TIssuedDocument } from '@congress/domain/contracts/invoices';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, jsonResponse } from '../../test/fake-fetch.ts';
import { groupOf, groupPlaceOf } from '../../test/group-fixtures.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { GroupScreen } from './group-screen.tsx';

const issued = (id: number, kind: TIssuedDocument['kind']): TIssuedDocument => ({
  id,
  kind,
  title: kind === 'invoice' ? 'Invoice' : 'Credit note',
  number: `DEMO-00004${id}`,
  issuedOn: '27 November 2026',
  issuedAt: '2026-11-27T10:00:00.000Z',
  amountCents: 80000,
  currency: 'EUR',
  paymentId: id,
  eInvoice: false,
});

const documents: Record<string, TDocumentList> = {
  '/api/invoice/documents/101': { items: [issued(1, 'invoice')], canDownloadProforma: false },
  '/api/invoice/documents/102': {
    items: [issued(2, 'invoice'), issued(3, 'credit_note')],
    canDownloadProforma: false,
  },
};

let fake: ReturnType<typeof createFakeFetch>;
function serve(group: TGroup) {
  fake = createFakeFetch((request) => {
    if (request.url === '/api/group/5') return jsonResponse(200, group);
    const list = documents[request.url];
    if (list) return jsonResponse(200, list);
    if (request.url.startsWith('/api/invoice/document/'))
      return new Response('%PDF-1.7', { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    return jsonResponse(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fake.fetch);
}
beforeEach(() => {
  URL.createObjectURL = () => 'blob:invoice';
  URL.revokeObjectURL = () => {};
  // jsdom cannot follow the download link saveFile clicks.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderPage = () =>
  renderWithProviders(
    <MemoryRouter>
      <GroupScreen groupId={5} accountEmail="payer@acme.test" />
    </MemoryRouter>,
  );

describe('the group page: documents of the places and their holds (decisions 49)', () => {
  it('offers each paid place’s invoices and credit notes to download, and none for an unpaid place', async () => {
    serve(
      groupOf({
        places: [
          groupPlaceOf(1, { paymentState: 'paid', dueCents: 0, registrationStatus: 'confirmed' }),
          groupPlaceOf(2, { paymentState: 'cancelled', registrationStatus: 'cancelled' }),
          groupPlaceOf(3),
        ],
      }),
    );
    renderPage();
    const table = await screen.findByRole('table', { name: 'The places of the group' });
    expect(within(table).getByRole('columnheader', { name: 'Documents' })).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    const first = within(rows[1] as HTMLElement);
    await within(rows[2] as HTMLElement).findByText('Credit note DEMO-000043');
    const invoice = first.getByRole('button', { name: 'Download Invoice DEMO-000041 of place 1' });
    expect(
      within(rows[2] as HTMLElement).getByRole('button', {
        name: 'Download Credit note DEMO-000043 of place 2',
      }),
    ).toBeTruthy();
    expect(within(rows[3] as HTMLElement).queryByRole('button', { name: /Invoice/ })).toBeNull();
    expect(fake.count('GET', '/api/invoice/documents/103')).toBe(0);
    fireEvent.click(invoice);
    await waitFor(() => expect(fake.count('GET', '/api/invoice/document/1')).toBe(1));
  });

  it('says until when each unnamed unpaid place is held, in the congress’s time, and that it is then released', async () => {
    const until = '2027-01-02T10:30:00.000Z';
    serve(
      groupOf({
        holdExpiresAt: until,
        places: [
          groupPlaceOf(1, {
            person: { firstName: 'Rui', lastName: 'Costa', email: 'rui@acme.test' },
            holdExpiresAt: until,
          }),
          groupPlaceOf(2, { holdExpiresAt: until }),
          groupPlaceOf(3, { holdExpiresAt: null, paymentState: 'awaiting_transfer' }),
        ],
      }),
    );
    renderPage();
    const table = await screen.findByRole('table', { name: 'The places of the group' });
    const rows = within(table).getAllByRole('row');
    // Lisbon is on UTC in January: the congress's clock, named.
    expect(rows[2]?.textContent).toMatch(/Held until .*10:30.*WET/);
    expect(rows[1]?.textContent).not.toContain('Held until');
    expect(rows[3]?.textContent).not.toContain('Held until');
    expect(
      screen.getByText(
        'When its hold ends, a place not yet paid is released: it is cancelled and goes back on sale.',
      ),
    ).toBeTruthy();
  });
});

import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { participationOf } from '../../test/booking-fixtures.ts';
import { createFakeFetch, jsonResponse } from '../../test/fake-fetch.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { BankTransferScreen } from './bank-transfer-screen.tsx';

const transfer = {
  paymentId: 7,
  reference: 'DEMO-7-ABCD',
  amountCents: 65000,
  currency: 'EUR',
  dueDate: '2027-01-10',
};

beforeEach(() => {
  const fake = createFakeFetch((request) =>
    request.url === '/api/payment/bank-transfer' ? jsonResponse(200, transfer) : jsonResponse(404, {}),
  );
  vi.stubGlobal('fetch', fake.fetch);
});
afterEach(() => vi.unstubAllGlobals());

function renderScreen(rib: { url: string; isImage: boolean } | null) {
  return renderWithProviders(
    <MemoryRouter>
      <BankTransferScreen
        congressSlug="demo"
        participation={participationOf()}
        rib={rib}
        timeZone="Europe/Lisbon"
      />
    </MemoryRouter>,
  );
}

describe('bank transfer page', () => {
  it('shows bank details that are an image', async () => {
    renderScreen({ url: '/api/files/rib-image', isImage: true });
    expect(await screen.findByText('DEMO-7-ABCD')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Bank details' }).getAttribute('src')).toBe(
      '/api/files/rib-image',
    );
  });

  it('links bank details that are a PDF (a PDF cannot show as an image)', async () => {
    renderScreen({ url: '/api/files/rib-pdf', isImage: false });
    expect(await screen.findByText('DEMO-7-ABCD')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Bank details' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Bank details (PDF)' }).getAttribute('href')).toBe(
      '/api/files/rib-pdf',
    );
  });
});

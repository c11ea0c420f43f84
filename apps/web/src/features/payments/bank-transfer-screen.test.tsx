import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { participationOf } from '../../test/booking-fixtures.ts';
import { createFakeFetch, jsonResponse } from '../../test/fake-fetch.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { BankTransferScreen } from './bank-transfer-screen.tsx';

const bankDetails = {
  accountHolder: 'Demo Association of Hotel Concierges',
  bankName: 'Banco Demo de Lisboa',
  iban: 'PT50 0002 0123 1234 5678 9015 4',
  bic: 'BDEMPTPL',
  bankAddress: 'Avenida da Liberdade 1, 1250-096 Lisboa',
};
const transfer = {
  paymentId: 7,
  reference: 'DEMO-7-ABCD',
  amountCents: 65000,
  currency: 'EUR',
  dueDate: '2027-01-10',
  bankDetails,
};

function renderScreen(answer: Record<string, unknown>) {
  const fake = createFakeFetch((request) =>
    request.url === '/api/payment/bank-transfer' ? jsonResponse(200, answer) : jsonResponse(404, {}),
  );
  vi.stubGlobal('fetch', fake.fetch);
  return renderWithProviders(
    <MemoryRouter>
      <BankTransferScreen congressSlug="demo" participation={participationOf()} timeZone="Europe/Lisbon" />
    </MemoryRouter>,
  );
}
afterEach(() => vi.unstubAllGlobals());

describe('bank transfer page', () => {
  it('prints the congress bank details of the answer as text, and no image of other ones', async () => {
    renderScreen(transfer);
    const details = await screen.findByRole('region', { name: 'Bank details' });
    for (const value of Object.values(bankDetails)) expect(within(details).getByText(value)).toBeTruthy();
    expect(within(details).getByText('DEMO-7-ABCD')).toBeTruthy();
    expect(screen.getByText(/by 10 January 2027/)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says the details will follow when the congress has none', async () => {
    renderScreen({ ...transfer, bankDetails: null });
    expect(
      await screen.findByText('The organisers will send you their bank details by e-mail.'),
    ).toBeTruthy();
    expect(screen.queryByText('IBAN')).toBeNull();
  });
});

import type { TParticipation } from '@congress/domain/contracts/participations';
import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { participationOf, paymentOf } from '../../../test/booking-fixtures.ts';
import { createFakeFetch, jsonResponse } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { PaymentSummary } from './payment-summary.tsx';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderSummary(participation: TParticipation) {
  const router = createMemoryRouter(
    [
      {
        path: '/demo/rate/member/registration/summary',
        element: (
          <PaymentSummary
            congressSlug="demo"
            participant="member"
            participation={participation}
            previousHref="/demo/rate/member/registration"
          />
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/demo/rate/member/registration/summary'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

afterEach(() => vi.unstubAllGlobals());

describe('the payment summary step', () => {
  it('PAYE by card goes to the card payment page', async () => {
    renderSummary(participationOf());
    expect(screen.getByRole('combobox', { name: 'Payment method' })).not.toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'PAYE' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/demo/rate/member/registration/payment');
  }, 20_000);

  it('REFUND confirms with the server first, then shows the refund', async () => {
    const fake = createFakeFetch((request) =>
      request.url === '/api/payment/confirm'
        ? jsonResponse(200, { label: 'REFUND', amountCents: 25000, currency: 'EUR' })
        : jsonResponse(404, {}),
    );
    vi.stubGlobal('fetch', fake.fetch);
    renderSummary(participationOf({ priceCents: 95000, payment: [paymentOf(1, 120000)] }));
    expect(screen.queryByRole('combobox', { name: 'Payment method' })).toBeNull();
    expect(screen.getByTestId('amount-due').textContent).toBe('€250');
    expect(screen.getByText('To be refunded:')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'REFUND' }));
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/demo/rate/member/registration/confirm?amount=250.00&label=REFUND',
    );
    // The app's providers ask for the session too: only the confirmation is this step's.
    const confirms = fake.calls.filter((call) => call.url === '/api/payment/confirm');
    expect(confirms.map((call) => call.body)).toEqual([{ participation: 7 }]);
  });

  it('labels the button CONFIRM when nothing is due', () => {
    renderSummary(participationOf({ priceCents: 120000, payment: [paymentOf(1, 120000)] }));
    expect(screen.getByRole('button', { name: 'CONFIRM' })).toBeTruthy();
  });

  it('asks before CONFIRM withdraws an open refund request, naming its amount', async () => {
    const fake = createFakeFetch((request) =>
      request.url === '/api/payment/confirm'
        ? jsonResponse(200, { label: 'CONFIRM', amountCents: 0, currency: 'EUR' })
        : jsonResponse(404, {}),
    );
    vi.stubGlobal('fetch', fake.fetch);
    // Paid €1,200, asked €400 back after a downgrade, then chose the €1,200 room again.
    const request = paymentOf(2, 40000, { kind: 'refund', statusPayment: 'pending' });
    renderSummary(participationOf({ priceCents: 120000, payment: [paymentOf(1, 120000), request] }));
    fireEvent.click(screen.getByRole('button', { name: 'CONFIRM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw your refund request?' });
    expect(dialog.textContent).toContain('your refund request of €400');
    const confirms = () => fake.calls.filter((call) => call.url === '/api/payment/confirm');
    // Keeping the request sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Keep my request' }));
    expect(confirms()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'CONFIRM' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw it and CONFIRM' }));
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/demo/rate/member/registration/confirm?amount=0.00&label=CONFIRM',
    );
    expect(confirms().map((call) => call.body)).toEqual([{ participation: 7 }]);
  }, 20_000);

  it('CONFIRM without an open refund request asks nothing', async () => {
    const fake = createFakeFetch(() =>
      jsonResponse(200, { label: 'CONFIRM', amountCents: 0, currency: 'EUR' }),
    );
    vi.stubGlobal('fetch', fake.fetch);
    renderSummary(participationOf({ priceCents: 120000, payment: [paymentOf(1, 120000)] }));
    fireEvent.click(screen.getByRole('button', { name: 'CONFIRM' }));
    expect(await screen.findByTestId('where')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

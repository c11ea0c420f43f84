import { MESSAGES } from '@congress/domain/messages';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TParticipation } from '@congress/domain/contracts/participations';
import { participationOf, paymentOf } from '../../test/booking-fixtures.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { ConfirmScreen } from './confirm-screen.tsx';

function renderAt(url: string, participation: TParticipation | null) {
  const router = createMemoryRouter(
    [{ path: '/demo/confirm', element: <ConfirmScreen congressSlug="demo" participation={participation} /> }],
    { initialEntries: [url] },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

describe('the confirm page shows what the server recorded', () => {
  it('never repeats the URL: no registration, no refund, whatever amount and label say', () => {
    renderAt('/demo/confirm?amount=999&label=REFUND', null);
    expect(screen.getByText(MESSAGES.noRegistrationYet)).toBeTruthy();
    expect(screen.queryByText(/processing your/)).toBeNull();
    expect(screen.queryByText(MESSAGES.reservationSaved)).toBeNull();
  });

  it('states the refund request the server holds, not the amount in the URL', () => {
    const participation = participationOf({
      priceCents: 80000,
      payment: [paymentOf(1, 120000), paymentOf(2, 40000, { kind: 'refund', statusPayment: 'pending' })],
    });
    renderAt('/demo/confirm?amount=999&label=REFUND', participation);
    expect(screen.getByText(MESSAGES.reservationSaved)).toBeTruthy();
    expect(screen.getByText("We're processing your €400 refund.")).toBeTruthy();
  });

  it('says nothing of a refund when the change asked none', () => {
    renderAt('/demo/confirm?amount=0.00&label=CONFIRM', participationOf({ payment: [paymentOf(1, 120000)] }));
    expect(screen.getByText(MESSAGES.reservationSaved)).toBeTruthy();
    expect(screen.queryByText(/processing your/)).toBeNull();
  });
});

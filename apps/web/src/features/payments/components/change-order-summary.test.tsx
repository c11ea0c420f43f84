import { accountStatement } from '@congress/domain/account-statement';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { participationOf, paymentOf, rateOf, registrationOf } from '../../../test/booking-fixtures.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { OrderSummary } from './order-summary.tsx';

/** Decisions 32: member3 paid EUR 600 for a twin shared and changes to a EUR 800 single. */
function member3Changing() {
  const paid = paymentOf(1, 60000);
  const single = rateOf({ label: 'Single - Grand Hotel', roomOption: 'single' });
  return participationOf({
    priceCents: 60000,
    payment: [paid],
    rate: rateOf({ label: 'Twin shared - Grand Hotel', roomOption: 'twin/double' }),
    registrations: [registrationOf(1, { roomOption: 'twin' }), registrationOf(2, { roomOption: 'twin' })],
    pendingChange: {
      rate: single,
      roomOption: 'single',
      second: null,
      holdExpiresAt: '2027-01-02T10:30:00.000Z',
      statement: accountStatement({
        priceCents: 80000,
        payments: [{ kind: 'charge', method: 'card', status: 'confirmed', amountCents: 60000 }],
      }),
      people: { main: {}, companion: null, sharing: null },
      stay: null,
      extraNights: [],
    },
  });
}

describe('the card page order summary during a change', () => {
  it('says the booking in force, the new one, what was paid and the EUR 200 charged now', () => {
    renderWithProviders(<OrderSummary participation={member3Changing()} />);
    const inForce = screen.getByTestId('order-in-force');
    expect(within(inForce).getByText('Twin shared - Grand Hotel')).toBeTruthy();
    expect(within(inForce).getByText('€600')).toBeTruthy();
    const next = screen.getByTestId('order-next');
    expect(within(next).getByText('Single - Grand Hotel')).toBeTruthy();
    expect(within(next).getByText('Single')).toBeTruthy();
    expect(within(next).getByText('1')).toBeTruthy();
    expect(within(next).getByText('€800')).toBeTruthy();
    expect(within(screen.getByTestId('order-account')).getByText('€600')).toBeTruthy();
    expect(screen.getByTestId('order-charged-now').textContent).toBe('€200');
  });

  it('without a change, shows the booking as before', () => {
    renderWithProviders(<OrderSummary participation={participationOf()} />);
    expect(screen.queryByTestId('order-next')).toBeNull();
    expect(screen.getByText('€1,200')).toBeTruthy();
  });
});

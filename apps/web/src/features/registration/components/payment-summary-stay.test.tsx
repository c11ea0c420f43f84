import type { TParticipation } from '@congress/domain/contracts/participations';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { participationOf, paymentOf, rateOf, registrationOf } from '../../../test/booking-fixtures.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { PaymentSummary } from './payment-summary.tsx';

/** A stay of 9 to 13 June around the congress nights of 10 and 11 June: 9 and 12 June are extra. */
const withExtraNights = () =>
  participationOf({
    rate: rateOf(),
    registrations: [registrationOf(1)],
    priceCents: 89_000,
    payment: [paymentOf(1, 65_000)],
    stay: { checkIn: '2027-06-09', checkOut: '2027-06-13' },
    extraNights: [
      { night: '2027-06-12', priceCents: 9_550 },
      { night: '2027-06-09', priceCents: 12_000 },
    ],
  });

/** Decisions 46: the payment summary shows the stay priced in the statement it settles. */
describe('the stay on the payment summary', () => {
  it('the payment summary shows the stay a change books, with the amount due', async () => {
    const participation = withExtraNights();
    const changing: TParticipation = {
      ...participation,
      pendingChange: {
        rate: participation.rate,
        roomOption: 'single',
        second: null,
        holdExpiresAt: '2027-01-02T10:30:00.000Z',
        statement: participation.statement,
        stay: { checkIn: '2027-06-10', checkOut: '2027-06-13' },
        extraNights: [{ night: '2027-06-12', priceCents: 9_550 }],
        people: { main: {}, companion: null, sharing: null },
      },
    };
    renderWithProviders(
      <MemoryRouter>
        <PaymentSummary
          congressSlug="demo"
          participant="member"
          participation={changing}
          previousHref="/demo/rate/member/registration"
        />
      </MemoryRouter>,
    );
    const stay = await screen.findByTestId('booked-stay');
    expect(stay.textContent).toContain('Arrival 10 June 2027, departure 13 June 2027: 3 nights');
    expect(stay.textContent).toContain('Extra night, included in the price:');
    expect(stay.textContent).toContain('Night of 12 June 2027: €95.50');
    expect(stay.textContent).not.toContain('9 June');
    expect(screen.getByTestId('amount-due').textContent).toBe('€240');
  });
});

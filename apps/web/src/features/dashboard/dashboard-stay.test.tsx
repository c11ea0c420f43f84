import type { TParticipation } from '@congress/domain/contracts/participations';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { participationOf, paymentOf, rateOf, registrationOf } from '../../test/booking-fixtures.ts';
import { createFakeFetch, jsonResponse } from '../../test/fake-fetch.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { UserHomeScreen } from './user-home-screen.tsx';

beforeEach(() => {
  vi.stubGlobal('fetch', createFakeFetch(() => jsonResponse(200, [])).fetch);
});
afterEach(() => vi.unstubAllGlobals());

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

function renderHome(participation: TParticipation) {
  renderWithProviders(
    <MemoryRouter>
      <UserHomeScreen
        congressSlug="demo"
        name="Vera"
        participation={participation}
        error={null}
        onModify={() => {}}
      />
    </MemoryRouter>,
  );
}

/** Decisions 46: the participant sees the stay booked and what each extra night costs. */
describe('the stay on the dashboard', () => {
  it('the dashboard says arrival, departure, the nights and each extra night priced', async () => {
    renderHome(withExtraNights());
    const stay = await screen.findByTestId('booked-stay');
    expect(stay.textContent).toContain('Arrival 9 June 2027, departure 13 June 2027: 4 nights');
    expect(stay.textContent).toContain('Extra nights, included in the price:');
    const nights = within(screen.getByTestId('extra-nights')).getAllByRole('listitem');
    expect(nights.map((item) => item.textContent)).toEqual([
      'Night of 9 June 2027: €120',
      'Night of 12 June 2027: €95.50',
    ]);
  });

  it('says nothing of a stay when none is stored (a congress without dates)', async () => {
    renderHome(participationOf({ rate: rateOf(), registrations: [registrationOf(1)], stay: null }));
    await screen.findByTestId('registration-status');
    expect(screen.queryByTestId('booked-stay')).toBeNull();
  });
});

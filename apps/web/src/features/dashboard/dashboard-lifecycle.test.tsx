import type { TParticipation } from '@congress/domain/contracts/participations';
import { screen } from '@testing-library/react';
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

const single = rateOf();

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

/** What the dashboard says of a free registration and of an expired hold. */
describe('the dashboard at the ends of a booking', () => {
  it('an expired hold says when it ended, in which zone, shows no "Paid in full" and offers Book again', async () => {
    renderHome(
      participationOf({
        rate: single,
        priceCents: 0,
        holdExpiresAt: '2026-11-27T03:14:00.000Z',
        registrations: [
          registrationOf(1, { statusRegistration: 'cancelled', statusComment: 'hold expired' }),
        ],
      }),
    );
    expect((await screen.findByTestId('hold-ended')).textContent).toBe(
      'Your hold ended on 27 November 2026 at 03:14 WET; book again',
    );
    expect(screen.getByRole('link', { name: 'Book again' }).getAttribute('href')).toBe('/demo/rate/member');
    expect(screen.queryByText(/Paid in full/)).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Payment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Modify' })).toBeNull();
  });

  it('a free registration says there is nothing to pay and no invoice, never "Paid in full"', async () => {
    renderHome(
      participationOf({
        rate: single,
        priceCents: 0,
        registrations: [registrationOf(1, { statusRegistration: 'confirmed' })],
      }),
    );
    expect((await screen.findByTestId('free-registration')).textContent).toBe(
      'Free registration: nothing to pay, so no invoice is issued.',
    );
    expect(screen.queryByText(/Paid in full/)).toBeNull();
    expect(screen.queryByTestId('hold-ended')).toBeNull();
    expect(screen.getByRole('button', { name: 'Modify' })).toBeTruthy();
  });

  it('a paid registration still reads "Paid in full"', async () => {
    renderHome(
      participationOf({
        rate: single,
        priceCents: 65_000,
        payment: [paymentOf(1, 65_000, { statusPayment: 'confirmed' })],
        registrations: [registrationOf(1, { statusRegistration: 'confirmed' })],
      }),
    );
    expect(await screen.findByText('Paid in full. Your invoices are on the View page.')).toBeTruthy();
    expect(screen.queryByTestId('free-registration')).toBeNull();
  });

  it('a refund waiting for the organiser is said, never "Paid in full" beside it', async () => {
    renderHome(
      participationOf({
        rate: single,
        priceCents: 40_000,
        payment: [
          paymentOf(1, 65_000, { statusPayment: 'confirmed' }),
          paymentOf(2, 25_000, { kind: 'refund', statusPayment: 'pending' }),
        ],
        registrations: [registrationOf(1, { statusRegistration: 'confirmed' })],
      }),
    );
    expect((await screen.findByTestId('refund-waiting')).textContent).toBe(
      'Your refund of €250 is waiting for the organiser; you will be told by e-mail.',
    );
    expect(screen.queryByText(/Paid in full/)).toBeNull();
  });
});

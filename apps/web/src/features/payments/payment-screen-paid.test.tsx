import { PAYMENT_MESSAGES } from '@congress/domain/contracts/payments';
import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { participationOf, paymentOf } from '../../test/booking-fixtures.ts';
import { createFakeFetch, jsonResponse } from '../../test/fake-fetch.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { PaymentScreen } from './payment-screen.tsx';

afterEach(() => vi.unstubAllGlobals());

/** Back after paying opens the payment step again: the server says nothing is left to pay. */
describe('the payment step of a paid participation', () => {
  it('goes to the dashboard instead of an error page', async () => {
    const fake = createFakeFetch(() =>
      jsonResponse(409, {
        statusCode: 409,
        error: 'Conflict',
        code: 'NOTHING_TO_PAY',
        message: PAYMENT_MESSAGES.nothingToPay,
      }),
    );
    vi.stubGlobal('fetch', fake.fetch);
    const paid = participationOf({ priceCents: 120000, payment: [paymentOf(1, 120000)] });
    const router = createMemoryRouter(
      [
        {
          path: '/demo/payment',
          element: <PaymentScreen congressSlug="demo" participant="member" participation={paid} />,
        },
        { path: '/demo/dashboard/user/home', element: <p>Dashboard</p> },
        { path: '/demo/error/*', element: <p>Error page</p> },
        { path: '*', element: <p>Elsewhere</p> },
      ],
      { initialEntries: ['/demo/payment'] },
    );
    renderWithProviders(<RouterProvider router={router} />);
    expect(await screen.findByText('Dashboard')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/demo/dashboard/user/home');
  });
});

import type { TParticipation } from '@congress/domain/contracts/participations';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { participationOf, paymentOf, rateOf, registrationOf } from '../../test/booking-fixtures.ts';
import { createFakeFetch, type FakeRequest, jsonResponse } from '../../test/fake-fetch.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { initialBookingValues } from './booking-form.ts';
import { BookingForm } from './components/booking-form.tsx';

const rate = rateOf();
const paid: TParticipation = {
  ...participationOf({
    rate,
    registrations: [registrationOf(1, { statusRegistration: 'confirmed' })],
    priceCents: 120000,
    payment: [paymentOf(1, 120000)],
  }),
  consentAt: '2026-11-01T10:00:00.000Z',
};

let submitted: FakeRequest[];
function answerWith(answer: TParticipation) {
  submitted = [];
  const fake = createFakeFetch((request) => {
    if (request.url.endsWith('/availability'))
      return jsonResponse(200, {
        rateId: rate.id,
        available: true,
        reason: 'ok',
        message: null,
        sectionName: null,
        places: 1,
        quota: 10,
      });
    if (request.url === '/api/registration/submit') {
      submitted.push(request);
      return jsonResponse(200, answer);
    }
    return jsonResponse(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fake.fetch);
}

function renderForm() {
  const router = createMemoryRouter(
    [
      {
        path: '/demo/form',
        element: (
          <BookingForm
            congressSlug="demo"
            participant="member"
            privacyText={null}
            rate={rate}
            participation={paid}
            initialValues={initialBookingValues({
              rate,
              participation: paid,
              member: null,
              accountEmail: null,
            })}
          />
        ),
      },
      { path: '/demo/dashboard/user/home', element: <h1>Dashboard</h1> },
      { path: '*', element: <h1>Summary step</h1> },
    ],
    { initialEntries: ['/demo/form'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  localStorage.clear();
  // The notices are one store for the page: the previous test's must not be read here.
  notifications.clean();
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
    configurable: true,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Decisions 32: Modify then NEXT with nothing edited holds no change. */
describe('Modify then NEXT on a paid booking', () => {
  it('with nothing edited, says nothing was changed and goes back to the dashboard', async () => {
    answerWith(paid);
    const router = renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'NEXT' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    expect(await screen.findByText('Nothing was changed: your booking stays as it is.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/demo/dashboard/user/home');
    expect(submitted).toHaveLength(1);
  });

  it('with a change held, goes on to the summary to complete it', async () => {
    const change: TParticipation = {
      ...paid,
      pendingChange: {
        rate: paid.rate,
        roomOption: 'single',
        second: null,
        holdExpiresAt: '2026-11-27T02:45:00.000Z',
        statement: paid.statement,
        stay: null,
        extraNights: [],
        people: { main: {}, companion: null, sharing: null },
      } as unknown as TParticipation['pendingChange'],
    };
    answerWith(change);
    renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'NEXT' }));
    expect(await screen.findByRole('heading', { name: 'Summary step' })).toBeTruthy();
    expect(screen.queryByText(/Nothing was changed/)).toBeNull();
  });
});

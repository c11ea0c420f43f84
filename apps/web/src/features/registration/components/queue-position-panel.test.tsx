import type { TParticipation } from '@congress/domain/contracts/participations';
import type { TStayOptions } from '@congress/domain/contracts/stays';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { participationOf, rateOf, registrationOf } from '../../../test/booking-fixtures.ts';
import { createFakeFetch, type FakeRequest, jsonResponse, tick } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { initialBookingValues } from '../booking-form.ts';
import { BookingForm } from './booking-form.tsx';
import { queueWait } from './queue-position-panel.tsx';

const rate = rateOf();
// Filled in and consented, so NEXT goes straight to the submit.
const booked: TParticipation = {
  ...participationOf({ rate, registrations: [registrationOf(1)] }),
  consentAt: '2026-11-01T10:00:00.000Z',
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const QUEUE_URL = /^\/api\/registration\/queue\/(.+)$/;

const stayOptions: TStayOptions = {
  congressStay: { checkIn: '2027-06-10', checkOut: '2027-06-12' },
  before: [],
  after: [],
  currency: 'EUR',
};

type Poll = () => Response;
type Answer = () => Response;

/** The submit waits for `release` (the rush's queue holding it); each poll answers through `poll`. */
function serve(poll: Poll) {
  let release: (answer: Answer) => void = () => {};
  const held = new Promise<Answer>((resolve) => {
    release = resolve;
  });
  const fake = createFakeFetch(async (request) => {
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
    if (request.url.startsWith(`/api/rate/${rate.id}/stay-options`)) return jsonResponse(200, stayOptions);
    if (request.url === '/api/registration/submit') return (await held)();
    if (QUEUE_URL.test(request.url)) return poll();
    return jsonResponse(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fake.fetch);
  const submits = () => fake.calls.filter((call) => call.url === '/api/registration/submit');
  const polls = () => fake.calls.filter((call) => QUEUE_URL.test(call.url));
  return { release, submits, polls };
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
            participation={booked}
            initialValues={initialBookingValues({
              rate,
              participation: booked,
              member: null,
              accountEmail: null,
            })}
          />
        ),
      },
      { path: '*', element: <h1>Summary step</h1> },
    ],
    { initialEntries: ['/demo/form'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

async function clickNext() {
  fireEvent.click(await screen.findByRole('button', { name: 'NEXT' }));
}

const queuePanel = () => screen.queryByTestId('queue-position');
const ticketOf = (request: FakeRequest | undefined) =>
  (request?.body as { queueTicket?: string } | undefined)?.queueTicket;

beforeEach(() => {
  localStorage.clear();
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

describe('The booking form while the rush queues its submit', () => {
  it('sends its own ticket, shows its place and estimate after a second, and leaves when booked', async () => {
    const server = serve(() => jsonResponse(200, { position: 3, estimateSeconds: 42 }));
    renderForm();
    await clickNext();
    await waitFor(() => expect(server.submits()).toHaveLength(1));
    const ticket = ticketOf(server.submits()[0]);
    expect(ticket).toMatch(UUID);

    const panel = await screen.findByTestId('queue-position', {}, { timeout: 4000 });
    expect(panel.textContent).toContain('You are in the queue');
    expect(panel.textContent).toContain(
      'Places are given in the order people arrived. You are number 3 in the queue.',
    );
    expect(panel.textContent).toContain('About 45 seconds left. Please keep this page open.');
    expect(panel.closest('[aria-live="polite"]')).not.toBeNull();
    expect(server.polls().every((poll) => poll.url === `/api/registration/queue/${ticket}`)).toBe(true);
    expect(screen.getByRole('button', { name: 'NEXT' }).hasAttribute('data-loading')).toBe(true);

    server.release(() => jsonResponse(201, booked));
    expect(await screen.findByRole('heading', { name: 'Summary step' })).toBeTruthy();
    expect(queuePanel()).toBeNull();
  });

  it('asks nothing of the queue and shows no panel for a quick answer', async () => {
    const server = serve(() => jsonResponse(200, { position: 1, estimateSeconds: 2 }));
    server.release(() => jsonResponse(201, booked));
    renderForm();
    await clickNext();
    expect(await screen.findByRole('heading', { name: 'Summary step' })).toBeTruthy();
    await tick(1500);
    expect(server.polls()).toHaveLength(0);
    expect(queuePanel()).toBeNull();
  });

  it.each([404, 500])('says nothing when the queue answers %i, and the booking goes on', async (status) => {
    const server = serve(() => jsonResponse(status, { statusCode: status, code: 'X', message: 'Nope' }));
    renderForm();
    await clickNext();
    await waitFor(() => expect(server.polls().length).toBeGreaterThanOrEqual(2), { timeout: 4000 });
    expect(queuePanel()).toBeNull();
    expect(screen.queryAllByRole('alert')).toEqual([]);
    expect(screen.queryByText('Nope')).toBeNull();
    expect(document.querySelector('.mantine-Notification-root')).toBeNull();
    expect(screen.getByRole('button', { name: 'NEXT' }).hasAttribute('data-loading')).toBe(true);

    server.release(() => jsonResponse(201, booked));
    expect(await screen.findByRole('heading', { name: 'Summary step' })).toBeTruthy();
  });

  it('leaves the panel for the usual message when the rate filled up meanwhile (409)', async () => {
    const server = serve(() => jsonResponse(200, { position: 2, estimateSeconds: 130 }));
    renderForm();
    await clickNext();
    const panel = await screen.findByTestId('queue-position', {}, { timeout: 4000 });
    expect(panel.textContent).toContain('About 2 minutes left.');

    const message = 'The rate you have chosen is no longer available.';
    server.release(() => jsonResponse(409, { statusCode: 409, code: 'RATE_UNAVAILABLE', message }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(queuePanel()).toBeNull();
    const pollsWhenAnswered = server.polls().length;
    await tick(1500);
    expect(server.polls()).toHaveLength(pollsWhenAnswered);
  });

  it('shows nothing while the booking is not waiting (position null)', async () => {
    const server = serve(() => jsonResponse(200, { position: null, estimateSeconds: null }));
    renderForm();
    await clickNext();
    await waitFor(() => expect(server.polls().length).toBeGreaterThanOrEqual(1), { timeout: 4000 });
    expect(queuePanel()).toBeNull();
    server.release(() => jsonResponse(201, booked));
    expect(await screen.findByRole('heading', { name: 'Summary step' })).toBeTruthy();
  });
});

describe('queueWait', () => {
  it('says seconds in steps of 5 under a minute, whole minutes from a minute on', () => {
    expect([0, 3, 42, 59, 60, 89, 90, 600].map(queueWait)).toEqual([
      { seconds: 5 },
      { seconds: 5 },
      { seconds: 45 },
      { seconds: 60 },
      { minutes: 1 },
      { minutes: 1 },
      { minutes: 2 },
      { minutes: 10 },
    ]);
  });
});

import type { TCurrentUser } from '@congress/domain/contracts/auth';
import { SCREEN_ERROR_MESSAGES } from '@congress/domain/messages';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { lazy } from 'react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCongress, sessionOf } from '../../test/demo-fixtures.ts';
import { createFakeFetch, type FakeRequest, jsonResponse } from '../../test/fake-fetch.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { AdminShell } from '../layouts/admin-shell.tsx';
import { CongressLayout } from '../layouts/congress-layout.tsx';
import { AppProviders } from '../providers.tsx';
import { AppErrorScreen } from './app-error-screen.tsx';

const admin: TCurrentUser = {
  id: 2,
  kind: 'user',
  email: 'admin@demo.test',
  roles: ['ROLE_ADMIN'],
  is_activated: true,
  congressId: 1,
  congressIds: [1],
  firstName: null,
  participants: [],
};

let isBroken = true;
/** A widget that fails while `isBroken`, as the Send Emails checkbox once did. */
function FlakyWidget() {
  if (isBroken) throw new TypeError("Cannot read properties of null (reading 'checked')");
  return <p>The widget works</p>;
}
/** A lazy screen whose file the server no longer has: the page predates a deployment. */
const StaleScreen = lazy(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/stale-1a2b.js')),
);

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/:congressSlug',
        element: <CongressLayout />,
        children: [
          { path: 'widget', element: <FlakyWidget /> },
          { path: 'stale', element: <StaleScreen /> },
          {
            path: 'dashboard/admin',
            element: <AdminShell />,
            children: [
              { path: 'participation-list', element: <p>The participation list</p> },
              { path: 'email-log', element: <FlakyWidget /> },
            ],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
    </AppProviders>,
  );
  return router;
}

beforeEach(() => {
  const fake = createFakeFetch((request: FakeRequest) => {
    const path = request.url.split('?')[0];
    if (path === '/api/congress/slug/demo') return jsonResponse(200, demoCongress);
    if (path === '/api/user/') return jsonResponse(200, sessionOf(admin));
    return jsonResponse(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fake.fetch);
  // React reports the caught error on the console; the test reads the page instead.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('an error boundary per screen', { timeout: 20_000 }, () => {
  it('shows a failing screen as a panel inside the page, and Retry renders it again', async () => {
    isBroken = true;
    renderAt('/demo/widget');
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText(SCREEN_ERROR_MESSAGES.title)).toBeTruthy();
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
    // The page around it stays: the header and the main landmark.
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main').contains(panel)).toBe(true);
    expect(within(panel).getByRole('link', { name: SCREEN_ERROR_MESSAGES.home }).getAttribute('href')).toBe(
      '/demo',
    );
    isBroken = false;
    fireEvent.click(within(panel).getByRole('button', { name: SCREEN_ERROR_MESSAGES.retry }));
    expect(await screen.findByText('The widget works')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the admin menu around a failing back-office screen, and leaving it clears the panel', async () => {
    isBroken = true;
    const router = renderAt('/demo/dashboard/admin/email-log');
    const panel = await screen.findByRole('alert');
    expect(screen.getByRole('navigation', { name: 'Admin menu' })).toBeTruthy();
    const home = within(panel).getByRole('link', { name: SCREEN_ERROR_MESSAGES.home });
    expect(home.getAttribute('href')).toBe('/demo/dashboard/admin/participation-list');
    await router.navigate('/demo/dashboard/admin/participation-list');
    expect(await screen.findByText('The participation list')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers to reload when a screen of an older deployment cannot be fetched', async () => {
    renderAt('/demo/stale');
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText(SCREEN_ERROR_MESSAGES.newVersionTitle)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: SCREEN_ERROR_MESSAGES.reload })).toBeTruthy();
    expect(within(panel).queryByRole('button', { name: SCREEN_ERROR_MESSAGES.retry })).toBeNull();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it("shows the same panel, never the router's default, when the layout itself fails", async () => {
    isBroken = true;
    const router = createMemoryRouter([
      { path: '/', element: <FlakyWidget />, errorElement: <AppErrorScreen /> },
    ]);
    render(
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
      </AppProviders>,
    );
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText(SCREEN_ERROR_MESSAGES.title)).toBeTruthy();
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
    expect(screen.getByRole('main').contains(panel)).toBe(true);
  });
});

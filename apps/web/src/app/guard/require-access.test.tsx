import { englishText } from '@congress/domain/i18n/english';
import type { TCurrentUser } from '@congress/domain/contracts/auth';
import { MESSAGES } from '@congress/domain/messages';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCongress, sessionOf, superAdminUser } from '../../test/demo-fixtures.ts';
import { createFakeFetch, jsonResponse } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { storeUser } from '../../features/auth/session-store.ts';

const adminOf = (congressIds: number[]): TCurrentUser => ({
  ...superAdminUser,
  id: 5,
  email: 'admin@demo.test',
  roles: ['ROLE_ADMIN'],
  congressIds,
});

/** The demo congress (id 1) and a signed-in user; every other call answers an empty page of rates. */
function serve(user: TCurrentUser) {
  return createFakeFetch((request) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api/user/') return jsonResponse(200, sessionOf(user));
    if (path === '/api/congress/slug/demo') return jsonResponse(200, demoCongress);
    if (path === '/api/congress/all') return jsonResponse(200, []);
    return jsonResponse(200, []);
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the route guard and congress grants', () => {
  it('sends an admin of another congress to "Access denied", not into the admin shell', async () => {
    vi.stubGlobal('fetch', serve(adminOf([2])).fetch);
    const { router } = renderApp('/demo/dashboard/admin/manage-rates');
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/error'), { timeout: 15_000 });
    expect(router.state.location.search).toContain('status=403');
    expect(
      await screen.findByRole('heading', {
        name: englishText(MESSAGES.oops, { message: MESSAGES.accessDenied }),
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: /admin/i })).toBeNull();
  }, 30_000);

  it('lets an admin granted the congress in', async () => {
    vi.stubGlobal('fetch', serve(adminOf([1])).fetch);
    const { router } = renderApp('/demo/dashboard/admin/manage-rates');
    expect(await screen.findByRole('heading', { name: 'Manage Rates' }, { timeout: 15_000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/demo/dashboard/admin/manage-rates');
  }, 30_000);
});

describe('the route guard without the network', () => {
  it('keeps the door open for the user already known when /user/ cannot be reached', async () => {
    const door: TCurrentUser = { ...adminOf([1]), email: 'door@demo.test', roles: ['ROLE_CHECKIN'] };
    storeUser(door);
    const served = serve(door);
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (url.split('?')[0]?.endsWith('/api/user/')) throw new TypeError('Failed to fetch');
      return served.fetch(input, init);
    });
    const { router } = renderApp('/demo/check-in');
    expect(await screen.findByRole('heading', { name: 'Check-in' }, { timeout: 15_000 })).toBeTruthy();
    // The failed confirmation (and its one retry) leaves the user where they are.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(router.state.location.pathname).toBe('/demo/check-in');
  }, 30_000);
});

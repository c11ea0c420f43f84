// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { authKeys } from '../features/auth/api/keys.ts';
import { AUTH_FLAG_KEY, USER_STORAGE_KEY } from '../features/auth/session-store.ts';
import { CONGRESS_STORAGE_KEY } from '../api/congress-store.ts';
import { api } from '../lib/api-client.ts';
import { memberUser } from '../test/demo-fixtures.ts';
import { createFakeFetch, jsonResponse } from '../test/fake-fetch.ts';
import { installSessionExpiry, resetOnNewBrowserSession } from './session.ts';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('browser session start', () => {
  it('clears the stored congress, flag and user on the first load only', () => {
    const store = () => {
      localStorage.setItem(CONGRESS_STORAGE_KEY, '{}');
      localStorage.setItem(AUTH_FLAG_KEY, 'true');
      localStorage.setItem(USER_STORAGE_KEY, '{}');
    };
    store();
    resetOnNewBrowserSession();
    expect(
      [CONGRESS_STORAGE_KEY, AUTH_FLAG_KEY, USER_STORAGE_KEY].map((key) => localStorage.getItem(key)),
    ).toEqual([null, null, null]);
    store();
    resetOnNewBrowserSession();
    expect(localStorage.getItem(AUTH_FLAG_KEY)).toBe('true');
  });
});

describe('failed refresh', () => {
  function setUp(signedIn: boolean) {
    const queryClient = new QueryClient();
    if (signedIn) queryClient.setQueryData(authKeys.currentUser(), memberUser);
    const navigate = vi.fn();
    installSessionExpiry(queryClient, {
      state: { location: { pathname: '/demo/dashboard/user/home', search: '' } },
      navigate,
    });
    vi.stubGlobal('fetch', createFakeFetch(() => jsonResponse(401, { message: 'Unauthenticated' })).fetch);
    return { queryClient, navigate };
  }

  it('logs a signed-in user out and sends them to login with the current path', async () => {
    const { queryClient, navigate } = setUp(true);
    api.setAccessExpiresAt(new Date(Date.now() + 600_000).toISOString());
    await expect(api.get('/participation/1', { schema: z.unknown() })).rejects.toMatchObject({
      status: 401,
    });
    expect(navigate).toHaveBeenCalledOnce();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fdemo%2Fdashboard%2Fuser%2Fhome', {
      replace: true,
    });
    expect(queryClient.getQueryData(authKeys.currentUser())).toBeNull();
    vi.unstubAllGlobals();
  });

  it('does not move a visitor who was not signed in', async () => {
    const { navigate } = setUp(false);
    api.setAccessExpiresAt(new Date(Date.now() + 600_000).toISOString());
    await expect(api.get('/user/', { schema: z.unknown() })).rejects.toMatchObject({
      status: 401,
    });
    expect(navigate).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});

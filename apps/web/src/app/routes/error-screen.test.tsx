import { englishText } from '@congress/domain/i18n/english';
import { MESSAGES } from '@congress/domain/messages';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCongress, demoParticipantTypes } from '../../test/demo-fixtures.ts';
import { createFakeFetch, jsonResponse } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

/** A visitor of the demo congress: nobody signed in. */
function serve() {
  return createFakeFetch((request) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/api/user/') return jsonResponse(200, { user: null, accessExpiresAt: null });
    if (path === '/api/congress/slug/demo') return jsonResponse(200, demoCongress);
    if (path === '/api/rate/participant/congress/demo') return jsonResponse(200, demoParticipantTypes);
    return jsonResponse(200, []);
  });
}

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('fetch', serve().fetch);
});
afterEach(() => vi.unstubAllGlobals());

describe('the error page shows messages from a fixed list', () => {
  it('shows the message of a known code with its status', async () => {
    renderApp('/demo/error?status=403&code=congressClosed');
    expect(
      await screen.findByRole('heading', {
        name: englishText(MESSAGES.oops, { message: MESSAGES.congressClosed }),
      }),
    ).toBeTruthy();
    expect(screen.getByText('403')).toBeTruthy();
  });

  it('never shows text from its URL: a message, an unknown code or a strange status', async () => {
    const lure = 'Your account is locked, call +1 555 0100';
    renderApp(
      `/demo/error?status=<b>999</b>&message=${encodeURIComponent(lure)}&code=${encodeURIComponent(lure)}`,
    );
    expect(
      await screen.findByRole('heading', {
        name: englishText(MESSAGES.oops, { message: MESSAGES.genericError }),
      }),
    ).toBeTruthy();
    expect(screen.getByText('500')).toBeTruthy();
    expect(document.body.textContent).not.toContain('call +1 555');
  });
});

describe('a login redirect that is not a path of this site', () => {
  it('shows the login screen, never an error screen', async () => {
    for (const redirect of ['/%E0%A4%A/dashboard', '/\t/evil.test', '//evil.test', 'javascript:alert(1)']) {
      const { router, unmount } = renderApp(`/login?redirect=${encodeURIComponent(redirect)}`);
      expect(await screen.findByRole('form', { name: 'Sign in' })).toBeTruthy();
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(screen.queryByRole('heading', { name: /Oops|could not be shown/ })).toBeNull();
      unmount();
    }
  });
});

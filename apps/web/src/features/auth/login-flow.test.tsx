import type { TParticipantType } from '@congress/domain/contracts/congress';
import { MESSAGES } from '@congress/domain/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCongress, demoParticipantTypes, memberUser, sessionOf } from '../../test/demo-fixtures.ts';
import { createFakeFetch, type FakeRequest, jsonResponse } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

/** The demo server as the login screen sees it: only the member book knows member@demo.test. */
function demoServer(participantTypes: TParticipantType[] = demoParticipantTypes) {
  let isSignedIn = false;
  return createFakeFetch((request: FakeRequest) => {
    switch (`${request.method} ${request.url}`) {
      case 'GET /api/congress/slug/demo':
        return jsonResponse(200, demoCongress);
      case 'GET /api/rate/participant/congress/demo':
        return jsonResponse(200, participantTypes);
      case 'GET /api/user/':
        // Nobody signed in: 200 with no user, as the server answers.
        return jsonResponse(200, isSignedIn ? sessionOf(memberUser) : { user: null, accessExpiresAt: null });
      case 'POST /api/login_member_check': {
        const body = request.body as { username: string; password: string };
        if (body.username === 'user@demo.test' && body.password === 'Demo!2345') {
          return jsonResponse(401, { code: 'NOT_MEMBER_ACCOUNT', message: MESSAGES.notMemberBookAccount });
        }
        if (body.username !== 'member@demo.test' || body.password !== 'Demo!2345') {
          return jsonResponse(401, { message: MESSAGES.invalidCredentials });
        }
        isSignedIn = true;
        return jsonResponse(200, sessionOf(memberUser));
      }
      case 'GET /api/participation/mine/congress/demo':
        return jsonResponse(404, { message: 'Participation not found' });
      case 'GET /api/waiting-list/congress/demo/mine':
        return jsonResponse(200, []);
      case 'GET /api/memberUser':
        return jsonResponse(404, { message: 'Not found' });
      default:
        return jsonResponse(401, { message: MESSAGES.invalidCredentials });
    }
  });
}

function fillSignIn(email: string, password: string) {
  const form = screen.getByRole('form', { name: 'Sign in' });
  fireEvent.change(within(form).getByLabelText(/E-mail/), { target: { value: email } });
  fireEvent.change(within(form).getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
}

let server: ReturnType<typeof demoServer>;
beforeEach(() => {
  localStorage.clear();
  server = demoServer();
  vi.stubGlobal('fetch', server.fetch);
});
afterEach(() => vi.unstubAllGlobals());

describe('login flow', () => {
  it('a 401 at /login_check is retried at /login_member_check and signs the member in', async () => {
    const { router } = renderApp('/demo');
    expect(await screen.findByRole('link', { name: 'member' })).toHaveProperty(
      'pathname',
      '/demo/rate/member',
    );
    // The notice for a visitor already signed in never shows on the way to the dashboard.
    let sawNotice = false;
    const observer = new MutationObserver(() => {
      sawNotice ||= document.body.textContent?.includes('You are signed in as') ?? false;
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    fillSignIn('  Member@Demo.test ', 'Demo!2345');

    expect(await screen.findByRole('heading', { name: 'Welcome Marie' })).toBeTruthy();
    observer.disconnect();
    expect(sawNotice).toBe(false);
    expect(router.state.location.pathname).toBe('/demo/dashboard/user/home');
    const logins = server.calls.filter((call) => call.url.startsWith('/api/login'));
    expect(logins.map((call) => call.url)).toEqual(['/api/login_check', '/api/login_member_check']);
    expect(logins[0]?.body).toEqual({ username: 'member@demo.test', password: 'Demo!2345' });
    expect(within(screen.getByRole('banner')).getByText('Hello Marie')).toBeTruthy();
    expect(localStorage.getItem('congress.isAuthenticated')).toBe('true');
  });

  it('shows the server message under the form when both sign-ins fail', async () => {
    const { router } = renderApp('/demo');
    // The page shows once the congress answered (no layout shift on a first visit).
    await screen.findByRole('form', { name: 'Sign in' });
    fillSignIn('member@demo.test', 'Wrong!2345');
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.invalidCredentials);
    expect(router.state.location.pathname).toBe('/demo');
  });

  it('requires both fields before calling the server', async () => {
    renderApp('/demo');
    await screen.findByRole('form', { name: 'Sign in' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText(MESSAGES.requiredText)).toHaveLength(2);
    expect(server.calls.some((call) => call.url.startsWith('/api/login'))).toBe(false);
  });

  it('a protected route redirects to login; a member route signs in at the member book only', async () => {
    const { router } = renderApp('/demo/rate/member/registration');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fdemo%2Frate%2Fmember%2Fregistration');
    expect(await screen.findByText(MESSAGES.memberCredentials)).toBeTruthy();
    // A new account could not book a member rate: the side offers the member sign-in only.
    expect(screen.getByRole('heading', { name: 'Member rates' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Create an account' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Create an account' })).toBeNull();
    expect(screen.queryByRole('button', { name: /create/i })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Not a member? Choose another participant type' }),
    ).toHaveProperty('pathname', '/demo');
    fillSignIn('member@demo.test', 'Demo!2345');

    expect(await screen.findByRole('heading', { name: 'Registration form' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/demo/rate/member/registration');
    expect(server.count('POST', '/api/login_check')).toBe(0);
    expect(server.count('POST', '/api/login_member_check')).toBe(1);
  });

  it('tells a user account on the member-only sign-in what to do', async () => {
    const { router } = renderApp('/demo/rate/member/registration');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(MESSAGES.memberCredentials)).toBeTruthy();
    fillSignIn('user@demo.test', 'Demo!2345');
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.notMemberBookAccount);
    expect(screen.getByRole('link', { name: 'Choose another participant type' })).toHaveProperty(
      'pathname',
      '/demo',
    );
    expect(router.state.location.pathname).toBe('/login');
  });

  it("the congress's types say which are members, whatever their slug", async () => {
    vi.stubGlobal(
      'fetch',
      demoServer([
        { id: 7, slug: 'adherents', label: 'Adhérents', isMember: true },
        { id: 8, slug: 'member-guests', label: 'Guests of members', isMember: false },
      ]).fetch,
    );
    const { unmount } = renderApp('/login?redirect=%2Fdemo%2Frate%2Fadherents%2Fregistration');
    expect(await screen.findByText(MESSAGES.memberCredentials)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Create an account' })).toBeNull();
    unmount();

    renderApp('/login?redirect=%2Fdemo%2Frate%2Fmember-guests%2Fregistration');
    expect(await screen.findByRole('form', { name: 'Create an account' })).toBeTruthy();
    expect(screen.queryByText(MESSAGES.memberCredentials)).toBeNull();
  });
});

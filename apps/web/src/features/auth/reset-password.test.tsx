import { MESSAGES } from '@congress/domain/messages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCongress } from '../../test/demo-fixtures.ts';
import { createFakeFetch, type FakeRequest, jsonResponse } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const TOKEN = 'a'.repeat(32);
const RESET_URL = `/api/reset-password/token/${TOKEN}`;
let resetAnswer: () => Response;

const server = () =>
  createFakeFetch((request: FakeRequest) => {
    if (request.url === '/api/congress/slug/demo') return jsonResponse(200, demoCongress);
    if (request.url === RESET_URL) return resetAnswer();
    return jsonResponse(401, { message: 'Unauthenticated' });
  });

async function submitPasswords(password: string, confirmation: string) {
  fireEvent.change(await screen.findByLabelText(/^New password/), { target: { value: password } });
  fireEvent.change(screen.getByLabelText(/^Confirm password/), { target: { value: confirmation } });
  fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
}

let fake: ReturnType<typeof server>;
beforeEach(() => {
  resetAnswer = () => jsonResponse(200, { message: 'Password changed' });
  fake = server();
  vi.stubGlobal('fetch', fake.fetch);
});
afterEach(() => vi.unstubAllGlobals());

describe('reset password form', () => {
  it('blocks a weak password with a notification and sends nothing (decisions 26)', async () => {
    renderApp(`/demo/reset/password/form/${TOKEN}`);
    await submitPasswords('weakpass', 'weakpass');
    expect(await screen.findAllByText(MESSAGES.weakPassword)).not.toHaveLength(0);
    // The notifications' host loads with the first notification: wait for it.
    await waitFor(() =>
      expect(document.querySelector('[data-position="top-center"]')?.textContent).toContain(
        MESSAGES.weakPassword,
      ),
    );
    expect(fake.count('POST', RESET_URL)).toBe(0);
  });

  it('asks for identical passwords', async () => {
    renderApp(`/demo/reset/password/form/${TOKEN}`);
    await submitPasswords('Strong!2345', 'Strong!2346');
    expect(await screen.findByText(MESSAGES.passwordsNotIdentical)).toBeTruthy();
    expect(fake.count('POST', RESET_URL)).toBe(0);
  });

  it('saves a strong password and offers the way home', async () => {
    renderApp(`/demo/reset/password/form/${TOKEN}`);
    await submitPasswords('Strong!2345', 'Strong!2345');
    expect(await screen.findByText(MESSAGES.passwordChanged)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveProperty('pathname', '/demo');
    expect(fake.calls.find((call) => call.url === RESET_URL)?.body).toEqual({ password: 'Strong!2345' });
  });

  it('shows the server message of a refused token at the top right', async () => {
    resetAnswer = () =>
      jsonResponse(400, {
        statusCode: 400,
        code: 'RESET_TOKEN_INVALID',
        message: MESSAGES.resetTokenInvalid,
      });
    renderApp(`/demo/reset/password/form/${TOKEN}`);
    await submitPasswords('Strong!2345', 'Strong!2345');
    expect(await screen.findByText(MESSAGES.resetTokenInvalid)).toBeTruthy();
    expect(document.querySelector('[data-position="top-right"]')?.textContent).toContain(
      MESSAGES.resetTokenInvalid,
    );
  });

  it('says at once that a malformed link is invalid, without a form', async () => {
    renderApp('/demo/reset/password/form/not-a-token!');
    expect(await screen.findAllByText(MESSAGES.resetTokenInvalid)).not.toHaveLength(0);
    expect(screen.queryByLabelText(/^New password/)).toBeNull();
    expect(screen.getByRole('link', { name: MESSAGES.sendResetLink })).toHaveProperty(
      'pathname',
      '/demo/reset/password',
    );
  });
});

import type { TCurrentUser } from '@congress/domain/contracts/auth';
import { MESSAGES } from '@congress/domain/messages';
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmailNotConfirmed } from '../../registration/components/email-not-confirmed.tsx';
import { createFakeFetch, jsonResponse } from '../../../test/fake-fetch.ts';
import { sessionOf } from '../../../test/demo-fixtures.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { EmailConfirmBanner } from './email-confirm-banner.tsx';

const newcomer: TCurrentUser = {
  id: 42,
  kind: 'user',
  email: 'new@example.test',
  roles: ['ROLE_USER'],
  is_activated: true,
  congressId: 1,
  congressIds: [],
  firstName: null,
  participants: [],
  emailVerified: false,
};
const REFUSAL = 'Please confirm your e-mail address first: we sent a link to new@example.test.';

function serve(user: TCurrentUser, resend: () => Response) {
  const fake = createFakeFetch((request) => {
    if (request.url === '/api/user/') return jsonResponse(200, sessionOf(user));
    if (request.url === '/api/user/verify-email/resend' && request.method === 'POST') return resend();
    return jsonResponse(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Decisions 50: an account not confirmed yet is told so, with a new link at hand. */
describe('the e-mail confirmation notices', () => {
  it('the dashboard banner tells an unconfirmed account and sends the link again', async () => {
    const fake = serve(newcomer, () =>
      jsonResponse(200, { message: 'We sent a new confirmation link to new@example.test.' }),
    );
    renderWithProviders(
      <MemoryRouter>
        <EmailConfirmBanner />
      </MemoryRouter>,
    );
    expect(await screen.findByText(REFUSAL)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'We sent a new confirmation link to new@example.test.',
    );
    expect(fake.count('POST', '/api/user/verify-email/resend')).toBe(1);
  });

  it('says nothing to a confirmed account', async () => {
    const fake = serve({ ...newcomer, emailVerified: true }, () => jsonResponse(500, {}));
    renderWithProviders(
      <MemoryRouter>
        <EmailConfirmBanner />
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(fake.count('GET', '/api/user/')).toBeGreaterThan(0));
    expect(screen.queryByText(REFUSAL)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();
  });

  it("the form's refusal at NEXT says the server's words and why a new link is not sent yet", async () => {
    serve(newcomer, () =>
      jsonResponse(
        429,
        {
          statusCode: 429,
          code: 'RATE_LIMITED',
          error: 'Too Many Requests',
          message: MESSAGES.tooManyAttempts,
        },
        { 'retry-after': '60' },
      ),
    );
    renderWithProviders(
      <MemoryRouter>
        <EmailNotConfirmed message={REFUSAL} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toBe(REFUSAL);
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    await vi.waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert')[1]?.textContent).toBe(MESSAGES.tooManyAttempts);
  });
});

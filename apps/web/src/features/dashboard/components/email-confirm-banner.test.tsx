import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmailConfirmBanner } from './email-confirm-banner.tsx';
import { createFakeFetch, jsonResponse } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';

const REFUSAL = 'Please confirm your e-mail address first: we sent a link to new@example.test.';

function serveResend(answer: () => Response) {
  const fake = createFakeFetch((request) => {
    if (request.url === '/api/user/verify-email/resend' && request.method === 'POST') return answer();
    return jsonResponse(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

const inRouter = (ui: React.ReactNode) => renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Decisions 50: an account not confirmed yet is told so, with a new link at hand. */
describe('the e-mail confirmation notices', () => {
  it('the dashboard banner tells an unconfirmed account and sends the link again', async () => {
    const fake = serveResend(() =>
      jsonResponse(200, { message: 'We sent a new confirmation link to new@example.test.' }),
    );
    inRouter(<EmailConfirmBanner email="new@example.test" />);
    expect(screen.getByText(REFUSAL)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'We sent a new confirmation link to new@example.test.',
    );
    expect(fake.count('POST', '/api/user/verify-email/resend')).toBe(1);
  });

  it('says nothing to a confirmed account', () => {
    serveResend(() => jsonResponse(500, {}));
    inRouter(<EmailConfirmBanner email={null} />);
    expect(screen.queryByText(REFUSAL)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).toBeNull();
  });
});

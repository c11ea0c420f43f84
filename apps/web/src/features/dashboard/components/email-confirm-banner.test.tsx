import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EmailConfirmBanner } from './email-confirm-banner.tsx';
import { REFUSAL, serveResend } from '../../../test/email-confirmation-fixtures.ts';
import { jsonResponse } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';

const inRouter = (ui: React.ReactNode) => renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);

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

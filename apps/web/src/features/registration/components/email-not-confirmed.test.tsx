import { MESSAGES } from '@congress/domain/messages';
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { EmailNotConfirmed } from './email-not-confirmed.tsx';
import { REFUSAL, serveResend } from '../../../test/email-confirmation-fixtures.ts';
import { jsonResponse } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';

const inRouter = (ui: React.ReactNode) => renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);

/** Decisions 50: an account not confirmed yet is told so, with a new link at hand. */
describe('the e-mail confirmation notices', () => {
  it("the form's refusal at NEXT says the server's words and why a new link is not sent yet", async () => {
    serveResend(() =>
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
    inRouter(<EmailNotConfirmed message={REFUSAL} />);
    expect(screen.getByRole('alert').textContent).toBe(REFUSAL);
    fireEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    await vi.waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    expect(screen.getAllByRole('alert')[1]?.textContent).toBe(MESSAGES.tooManyAttempts);
  });
});

import { SELF_CANCELLED } from '@congress/domain/cancellation-policy';
import type { TCancelQuote } from '@congress/domain/contracts/self-cancel';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { participationOf, registrationOf } from '../../../test/booking-fixtures.ts';
import { createFakeFetch, jsonResponse } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { CancelRegistrationCard } from './cancel-registration-card.tsx';

const quoteOf = (overrides: Partial<TCancelQuote> = {}): TCancelQuote => ({
  participationId: 7,
  version: 7,
  currency: 'EUR',
  timeZone: 'Europe/Lisbon',
  policy: {
    steps: [
      { until: '2027-03-01', feePercent: 0 },
      { until: '2027-05-01', feePercent: 50 },
    ],
    afterLastStep: 'no_refund',
    needsApproval: false,
  },
  stage: { kind: 'step', until: '2027-05-01', feePercent: 50 },
  isOpen: true,
  isCancelled: false,
  priceCents: 80000,
  paidCents: 80000,
  feeCents: 40000,
  refundCents: 40000,
  request: null,
  refund: { requestedCents: 0, refundedCents: 0 },
  ...overrides,
});

function serve(quote: TCancelQuote, onCancel: () => Response) {
  const fake = createFakeFetch((request) => {
    if (request.url === '/api/participation/7/cancel' && request.method === 'GET')
      return jsonResponse(200, quote);
    if (request.url === '/api/participation/7/cancel') return onCancel();
    return jsonResponse(404, {});
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}
afterEach(() => vi.unstubAllGlobals());

describe('Cancel my registration on the dashboard (decisions 48)', () => {
  it('shows the step in force, then the fee and the refund before confirming, with the version read', async () => {
    const cancelled = quoteOf({
      isCancelled: true,
      isOpen: false,
      refund: { requestedCents: 40000, refundedCents: 0 },
    });
    const fake = serve(quoteOf(), () => jsonResponse(200, { outcome: 'cancelled', quote: cancelled }));
    renderWithProviders(<CancelRegistrationCard participation={participationOf()} />);
    expect((await screen.findByTestId('cancel-stage')).textContent).toBe(
      'Until 1 May 2027, the cancellation fee is 50 % of the price.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel my registration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your registration?' });
    const rows = within(dialog)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Price€800', 'Paid€800', 'Cancellation fee€400', 'Refund€400']);
    expect(fake.count('POST', '/api/participation/7/cancel')).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm the cancellation' }));
    await waitFor(() => expect(fake.count('POST', '/api/participation/7/cancel')).toBe(1));
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({ version: 7 });
  });

  it('says why a confirmation was refused, in the dialog', async () => {
    serve(quoteOf(), () =>
      jsonResponse(409, { code: 'CONFLICT', message: 'Finish or abandon your change before cancelling.' }),
    );
    renderWithProviders(<CancelRegistrationCard participation={participationOf()} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel my registration' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm the cancellation' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Finish or abandon your change before cancelling.',
    );
  });

  it('offers nothing while the policy is closed', async () => {
    serve(quoteOf({ isOpen: false, stage: { kind: 'closed', until: null, feePercent: null } }), () =>
      jsonResponse(500, {}),
    );
    renderWithProviders(
      <>
        <CancelRegistrationCard participation={participationOf()} />
        <p>rendered</p>
      </>,
    );
    await screen.findByText('rendered');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: 'Cancel my registration' })).toBeNull();
  });

  it('shows a request waiting for the organisers', async () => {
    const request = {
      requestedAt: '2027-04-01T10:00:00Z',
      feePercent: 50,
      feeCents: 40000,
      refundCents: 40000,
    };
    serve(quoteOf({ request }), () => jsonResponse(500, {}));
    renderWithProviders(<CancelRegistrationCard participation={participationOf()} />);
    const notice = await screen.findByTestId('cancel-requested');
    expect(notice.textContent).toContain('Cancellation requested');
    expect(notice.textContent).toContain('Fee: €400; refund: €400.');
  });

  it('shows the cancellation the participant made and where the refund stands', async () => {
    const done = quoteOf({
      isCancelled: true,
      isOpen: false,
      refund: { requestedCents: 0, refundedCents: 40000 },
    });
    serve(done, () => jsonResponse(500, {}));
    const participation = participationOf({
      registrations: [registrationOf(1, { statusRegistration: 'cancelled', statusComment: SELF_CANCELLED })],
    });
    renderWithProviders(<CancelRegistrationCard participation={participation} />, { language: 'fr' });
    const notice = await screen.findByTestId('self-cancelled');
    expect(notice.textContent).toContain('Vous avez annulé votre inscription');
    expect(notice.textContent).toMatch(/Remboursé : 400\s€/);
  });
});

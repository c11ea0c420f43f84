import type { TCancelQuote } from '@congress/domain/contracts/self-cancel';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, jsonResponse } from '../../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../../test/render-app.tsx';
import { CancelRequestPanel } from './cancel-request-panel.tsx';

const quote: TCancelQuote = {
  participationId: 5,
  version: 12,
  currency: 'EUR',
  timeZone: 'Europe/Lisbon',
  policy: { steps: [{ until: '2027-05-01', feePercent: 50 }], afterLastStep: 'closed', needsApproval: true },
  stage: { kind: 'step', until: '2027-05-01', feePercent: 50 },
  isOpen: true,
  isCancelled: false,
  priceCents: 80000,
  paidCents: 80000,
  feeCents: 40000,
  refundCents: 40000,
  request: { requestedAt: '2027-04-01T10:00:00Z', feePercent: 50, feeCents: 40000, refundCents: 40000 },
  refund: { requestedCents: 0, refundedCents: 0 },
};

afterEach(() => vi.unstubAllGlobals());

describe('a cancellation waiting for staff in Manage Registration (decisions 48)', () => {
  it('shows the quoted fee and refund, and approves from the version read', async () => {
    // The server as it stands: once decided, the quote has no request any more.
    let current = quote;
    const fake = createFakeFetch((request) => {
      if (request.method === 'GET' && request.url === '/api/participation/5/cancel')
        return jsonResponse(200, current);
      if (request.url === '/api/admin/participation/5/cancel-request') {
        current = { ...quote, request: null, isCancelled: true, version: 14 };
        return jsonResponse(200, current);
      }
      return jsonResponse(404, {});
    });
    vi.stubGlobal('fetch', fake.fetch);
    renderWithProviders(<CancelRequestPanel participationId={5} />);
    const panel = await screen.findByTestId('cancel-request');
    expect(panel.textContent).toContain('Fee €400 (50 %), refund €400, as quoted when asked.');
    fireEvent.click(screen.getByRole('button', { name: 'Approve the cancellation' }));
    await waitFor(() => expect(screen.queryByTestId('cancel-request')).toBeNull());
    const decision = fake.calls.find((c) => c.method === 'POST');
    expect(decision?.body).toEqual({ version: 12, approve: true });
  });
});

import { accountStatement } from '@congress/domain/account-statement';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, jsonResponse } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { StaffRefundButton } from './staff-refund-button.tsx';

const OFFER_URL = '/api/payments-desk/participation/42/refund';
const statement = accountStatement({
  priceCents: 0,
  payments: [{ kind: 'charge', method: 'card', status: 'confirmed', amountCents: 65000 }],
});

function fakeDesk(cardRefundableCents: number) {
  return createFakeFetch((request) => {
    if (request.url !== OFFER_URL) return jsonResponse(404, {});
    if (request.method === 'GET')
      return jsonResponse(200, {
        participationId: 42,
        currency: 'EUR',
        owedCents: 65000,
        cardRefundableCents,
        statement,
      });
    return jsonResponse(200, {
      participationId: 42,
      currency: 'EUR',
      refundedCents: 65000,
      remainingCents: 0,
      paymentIds: [9],
      creditNoteNumbers: ['DEMO-000009'],
      completed: true,
      message: 'Refund recorded.',
    });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('Refund EUR x by staff (decisions 43)', () => {
  it('asks how, then refunds what is owed to the card through the provider', async () => {
    const fake = fakeDesk(65000);
    vi.stubGlobal('fetch', fake.fetch);
    renderWithProviders(
      <StaffRefundButton participationId={42} owedCents={65000} currency="EUR" name="Inès Laurent" />,
    );
    fireEvent.click(screen.getByRole('button', { name: /^Refund €650 ?to Inès Laurent$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund the participant' });
    expect(dialog.textContent).toContain('Inès Laurent is owed €650. How is it paid back?');
    fireEvent.click(
      await screen.findByRole('radio', { name: 'Card, through the payment provider (up to €650)' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Refund €650' }));
    await waitFor(() => expect(fake.count('POST', OFFER_URL)).toBe(1));
    const post = fake.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ method: 'card', amountCents: 65000 });
    expect(await screen.findByText('Refund recorded.')).toBeTruthy();
  }, 20_000);

  it('offers no card when no card payment can take it, and refunds by transfer by default', async () => {
    const fake = fakeDesk(0);
    vi.stubGlobal('fetch', fake.fetch);
    renderWithProviders(
      <StaffRefundButton participationId={42} owedCents={65000} currency="EUR" name="Inès Laurent" />,
    );
    fireEvent.click(screen.getByRole('button', { name: /^Refund €650 ?to Inès Laurent$/ }));
    const card = await screen.findByRole('radio', { name: 'Card: no card payment to refund' });
    expect(card).toHaveProperty('disabled', true);
    expect(screen.getByRole('radio', { name: 'Bank transfer, made by hand' })).toHaveProperty(
      'checked',
      true,
    );
    // Cancel sends nothing.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(fake.count('POST', OFFER_URL)).toBe(0);
  }, 20_000);
});

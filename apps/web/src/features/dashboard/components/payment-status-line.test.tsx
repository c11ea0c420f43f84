import { accountStatement } from '@congress/domain/account-statement';
import type { TParticipation } from '@congress/domain/contracts/participations';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { PaymentStatusLine } from './payment-status-line.tsx';

/** Only what the line reads: the statement and the currency. */
const participationOf = (paidCents: number, priceCents = 65_000) =>
  ({
    currency: 'EUR',
    statement: accountStatement({
      priceCents,
      payments: [{ kind: 'charge', method: 'manual', status: 'confirmed', amountCents: paidCents }],
    }),
  }) as unknown as TParticipation;

describe('PaymentStatusLine (decisions 41)', () => {
  it('says a part-paid registration is partly paid and what remains due', async () => {
    renderWithProviders(<PaymentStatusLine participation={participationOf(40_050)} isCancelled={false} />);
    expect((await screen.findByTestId('payment-status')).textContent).toBe('Partly paid');
    expect(screen.getByTestId('payment-status-detail').textContent).toBe(' · €249.50 remains due');
  });

  it('says paid, with nothing more, once the price is covered', async () => {
    renderWithProviders(<PaymentStatusLine participation={participationOf(65_000)} isCancelled={false} />);
    expect((await screen.findByTestId('payment-status')).textContent).toBe('Paid');
    expect(screen.queryByTestId('payment-status-detail')).toBeNull();
  });

  it('says a refund is due in French, with the amount owed back', async () => {
    renderWithProviders(<PaymentStatusLine participation={participationOf(65_000, 0)} isCancelled />, {
      language: 'fr',
    });
    expect((await screen.findByTestId('payment-status')).textContent).toBe('Remboursement dû');
    expect(screen.getByTestId('payment-status-detail').textContent).toMatch(/^ · 650\s€ à vous rembourser$/);
  });
});

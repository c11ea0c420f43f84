import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { participationOf, paymentOf } from '../../../test/booking-fixtures.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { RefundRefusedCard } from './refund-refused-card.tsx';

describe('a refused refund on the dashboard', () => {
  it("shows the amount and the organisers' reason", () => {
    const refused = paymentOf(2, 25000, {
      kind: 'refund',
      statusPayment: 'denied',
      refusalReason: 'Refunds closed on 1 May, as the conditions of sale say',
    });
    renderWithProviders(
      <RefundRefusedCard
        participation={participationOf({ priceCents: 55000, payment: [paymentOf(1, 80000), refused] })}
      />,
    );
    const card = screen.getByTestId('refund-refused');
    expect(card.textContent).toContain('Your request for a refund of €250 was not approved.');
    expect(card.textContent).toContain('Reason: Refunds closed on 1 May, as the conditions of sale say');
  });

  it('says nothing when no refund was refused', () => {
    renderWithProviders(
      <RefundRefusedCard participation={participationOf({ payment: [paymentOf(1, 120000)] })} />,
    );
    expect(screen.queryByTestId('refund-refused')).toBeNull();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { participationOf, paymentOf } from '../../../test/booking-fixtures.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { PaymentHistory } from './payment-history.tsx';

const rowsOf = () =>
  within(screen.getByRole('region', { name: 'Payment history' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('PaymentHistory: every line of the account with its state (decisions 31)', () => {
  it('a €1,600-paid €1,200 room shows the €400 refund request', () => {
    const participation = participationOf({
      priceCents: 120000,
      payment: [
        paymentOf(1, 120000),
        paymentOf(2, 40000),
        paymentOf(3, 40000, { kind: 'refund', statusPayment: 'pending' }),
      ],
    });
    renderWithProviders(<PaymentHistory participation={participation} timeZone="Europe/Lisbon" />);
    expect(rowsOf()).toEqual([
      ['2 January 2027Card', 'Paid', '€1,200'],
      ['2 January 2027Card', 'Paid', '€400'],
      ['2 January 2027Card', 'Refund requested', '−€400'],
    ]);
    const statement = screen.getByText('Refund requested', { selector: 'dt' }).parentElement;
    expect(statement?.textContent).toBe('Refund requested€400');
  });

  it('names refunds made, refused and withdrawn, and a transfer awaited with its reference', () => {
    const participation = participationOf({
      priceCents: 80000,
      payment: [
        paymentOf(1, 80000),
        paymentOf(2, 10000, { kind: 'refund', statusPayment: 'confirmed' }),
        paymentOf(3, 5000, { kind: 'refund', statusPayment: 'denied' }),
        paymentOf(4, 5000, { kind: 'refund', statusPayment: 'cancelled' }),
        paymentOf(5, 10000, {
          typePayment: 'bank_transfer',
          statusPayment: 'pending',
          reference: 'DEMO-7-4N5H',
        }),
        paymentOf(6, 10000, { statusPayment: 'pending' }),
      ],
    });
    renderWithProviders(<PaymentHistory participation={participation} timeZone="Europe/Lisbon" />);
    expect(rowsOf()).toEqual([
      ['2 January 2027Card', 'Paid', '€800'],
      ['2 January 2027Card', 'Refunded', '−€100'],
      ['2 January 2027Card', 'Refund refused', '−€50'],
      ['2 January 2027Card', 'Refund withdrawn', '−€50'],
      ['2 January 2027Bank transfer · DEMO-7-4N5H', 'Awaiting transfer', '€100'],
    ]);
  });

  it('lists the lines in the order they happened, whatever order they came in', () => {
    const participation = participationOf({
      priceCents: 80000,
      payment: [
        paymentOf(1, 30000, { date: '2027-03-05T09:00:00.000Z' }),
        paymentOf(2, 50000, { date: '2027-01-20T09:00:00.000Z' }),
        paymentOf(3, 10000, { kind: 'refund', date: '2027-04-01T09:00:00.000Z' }),
      ],
    });
    renderWithProviders(<PaymentHistory participation={participation} timeZone="Europe/Lisbon" />);
    expect(rowsOf().map(([date]) => date)).toEqual([
      '20 January 2027Card',
      '5 March 2027Card',
      '1 April 2027Card',
    ]);
  });
});

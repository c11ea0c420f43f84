import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { participationOf, paymentOf } from '../../../test/booking-fixtures.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { OverdueTransferNotice } from './overdue-transfer-notice.tsx';

/** Member2's transfer chosen on 7 November, due 22 November, seen on 27 November. */
const withTransfer = () =>
  participationOf({
    priceCents: 65000,
    payment: [
      paymentOf(2, 65000, {
        typePayment: 'bank_transfer',
        statusPayment: 'pending',
        reference: 'DEMO-2-ABCD',
        date: '2026-11-07T10:00:00.000Z',
      }),
    ],
  });

describe('overdue transfer notice', () => {
  it('says the transfer of EUR 650 was due on 22 November once that day has passed', () => {
    renderWithProviders(
      <OverdueTransferNotice
        participation={withTransfer()}
        timeZone="Europe/Lisbon"
        now={new Date('2026-11-27T09:00:00Z')}
      />,
    );
    const notice = screen.getByTestId('overdue-transfer');
    expect(notice.textContent).toContain('Bank transfer overdue');
    expect(notice.textContent).toContain('Your bank transfer of €650 was due on 22 November 2026');
    expect(notice.textContent).toContain('DEMO-2-ABCD');
  });

  it('says nothing before the due date, or without a transfer awaited', () => {
    renderWithProviders(
      <OverdueTransferNotice
        participation={withTransfer()}
        timeZone="Europe/Lisbon"
        now={new Date('2026-11-20T09:00:00Z')}
      />,
    );
    renderWithProviders(
      <OverdueTransferNotice
        participation={participationOf()}
        timeZone="Europe/Lisbon"
        now={new Date('2027-12-01')}
      />,
    );
    expect(screen.queryByTestId('overdue-transfer')).toBeNull();
  });
});

import type { TParticipationListRow } from '@congress/domain/contracts/participation-list';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { COLUMNS } from './list-cells.tsx';

describe('list cells', () => {
  it('reads a check-in time in the congress’s time zone, not a default one', () => {
    const row = { checkedInAt: '2027-03-10T08:05:00.000Z' } as TParticipationListRow;
    const intl = createIntl({ locale: 'en-GB', defaultLocale: 'en-GB' });
    const lisbon = COLUMNS.checkedIn.cell(row, { currency: 'EUR', timeZone: 'Europe/Lisbon' }, intl);
    const tokyo = COLUMNS.checkedIn.cell(row, { currency: 'JPY', timeZone: 'Asia/Tokyo' }, intl);
    expect(String(lisbon)).toContain('08:05');
    expect(String(tokyo)).toContain('17:05');
  });
  it('says a check-in in two short lines, the day and the time with its zone, for a narrow column', () => {
    const row = { checkedInAt: '2026-11-27T02:31:00.000Z' } as TParticipationListRow;
    const intl = createIntl({ locale: 'en-GB', defaultLocale: 'en-GB' });
    const cell = COLUMNS.checkedIn.cell(row, { currency: 'EUR', timeZone: 'Europe/Lisbon' }, intl);
    expect(String(cell)).toBe('27 Nov 2026\n02:31 WET');
  });
});

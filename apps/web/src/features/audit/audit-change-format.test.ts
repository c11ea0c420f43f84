import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { changeRow, humaniseKey } from './audit-change-format.ts';
import { auditChanges } from './audit-changes.ts';

const intl = createIntl({ locale: 'en-GB', defaultLocale: 'en-GB', messages: {} });
const rows = (before: unknown, after: unknown, entity = 'rate') => {
  const set = auditChanges(before, after);
  const context = { intl, entity, currency: set.currency, dateTime: (iso: string) => `at ${iso}` };
  return set.changes.map((change) => changeRow(change, context));
};

describe('an audit change in the reader’s words', () => {
  it('reads an unknown field as its key in words, never raw JSON', () => {
    expect(humaniseKey('arrivalTransportNumber')).toBe('Arrival transport number');
    expect(humaniseKey('hotel_id')).toBe('Hotel id');
    expect(humaniseKey('affiliate-partners')).toBe('Affiliate partners');
    expect(rows({ isOpen: false, capacity: 1200 }, { isOpen: true, capacity: 1500 })).toEqual([
      { path: 'isOpen', field: 'Is open', where: '', before: 'No', after: 'Yes' },
      { path: 'capacity', field: 'Capacity', where: '', before: '1,200', after: '1,500' },
    ]);
  });

  it('formats amounts in cents as money in the record’s currency, times and empty values', () => {
    expect(
      rows(
        { currency: 'EUR', priceCents: 60_000, holdExpiresAt: null, statusComment: 'late' },
        { currency: 'EUR', priceCents: 41_250, holdExpiresAt: '2027-05-01T10:00:00.000Z', statusComment: '' },
      ).map((row) => [row.field, row.before, row.after]),
    ).toEqual([
      ['Price', '€600', '€412.50'],
      ['Held until', '(none)', 'at 2027-05-01T10:00:00.000Z'],
      ['Status comment', 'late', '(none)'],
    ]);
  });

  it('names list items without a name by their list and id or place, and hides redacted values', () => {
    expect(
      rows(
        { registrations: [{ id: 12, status: 'pending', passportNumber: 'X1' }] },
        { registrations: [{ id: 12, status: 'no_show', passportNumber: 'X2' }] },
        'participation',
      ),
    ).toEqual([
      {
        path: 'registrations[id:12].status',
        field: 'Status',
        where: 'Registration #12',
        before: 'Pending',
        after: 'No show',
      },
      {
        path: 'registrations[id:12].passportNumber',
        field: 'Passport number',
        where: 'Registration #12',
        before: '(hidden)',
        after: '(hidden)',
      },
    ]);
  });
});

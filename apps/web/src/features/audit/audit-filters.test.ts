import { describe, expect, it } from 'vitest';
import { diffRows, EMPTY_AUDIT_FILTERS, toAuditQuery } from './audit-filters.ts';

describe('audit log view helpers', () => {
  it('lists every field of either side and flags the changed ones', () => {
    expect(
      diffRows({ city: 'Lisbon', label: 'A', types: [1] }, { city: 'Sintra', label: 'A', extra: null }),
    ).toEqual([
      { key: 'city', before: 'Lisbon', after: 'Sintra', isChanged: true },
      { key: 'label', before: 'A', after: 'A', isChanged: false },
      { key: 'types', before: '[1]', after: '', isChanged: true },
      { key: 'extra', before: '', after: '-', isChanged: true },
    ]);
    expect(diffRows(null, { id: 3 })).toEqual([{ key: 'id', before: '', after: '3', isChanged: true }]);
  });

  it('leaves empty filters out of the query', () => {
    expect(
      toAuditQuery({ ...EMPTY_AUDIT_FILTERS, actorEmail: ' ', entity: 'rate', from: '2027-01-01' }, 2, 25),
    ).toEqual({
      congressId: undefined,
      actorEmail: undefined,
      entity: 'rate',
      action: undefined,
      from: '2027-01-01',
      to: undefined,
      page: 2,
      pageSize: 25,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { EMPTY_AUDIT_FILTERS, toAuditQuery } from './audit-filters.ts';

describe('audit log view helpers', () => {
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

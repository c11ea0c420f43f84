import { describe, expect, it } from 'vitest';
import { readListQuery, rowTone, writeListQuery } from './list-url-state.ts';

describe('participation list URL state', () => {
  it('reads defaults from an empty query', () => {
    expect(readListQuery(new URLSearchParams())).toEqual({
      status: 'all',
      sharing: 'all',
      hotelId: 'all',
      roomOption: 'all',
      type: 'all',
      page: 1,
      sort: undefined,
    });
  });

  it('round-trips every filter, the search and the page', () => {
    const query = {
      status: 'pending',
      sharing: 'missing',
      hotelId: 4,
      roomOption: 'twin',
      type: 'member',
      search: 'Claire',
      page: 3,
      sort: '-name',
    } as const;
    const written = writeListQuery(query);
    expect(written.toString()).toBe(
      'status=pending&sharing=missing&hotel=4&room=twin&type=member&q=Claire&page=3&sort=-name',
    );
    expect(readListQuery(written)).toEqual(query);
  });

  it('round-trips a group reference (decisions 49), trimmed', () => {
    const query = readListQuery(new URLSearchParams('group=DEMO-GKX2Q7'));
    expect(query.group).toBe('DEMO-GKX2Q7');
    expect(writeListQuery({ ...query, group: ' DEMO-GKX2Q7 ' }).toString()).toBe('group=DEMO-GKX2Q7');
  });

  it('round-trips an overview figure, and drops one it cannot read', () => {
    const query = readListQuery(new URLSearchParams('status=active&figure=money%3Adue'));
    expect(query).toMatchObject({ status: 'active', figure: 'money:due' });
    expect(writeListQuery(query).toString()).toBe('status=active&figure=money%3Adue');
    expect(readListQuery(new URLSearchParams('status=active&figure=money%3Aall')).figure).toBeUndefined();
  });

  it('round-trips the check-in filter', () => {
    const query = readListQuery(new URLSearchParams('checkedIn=no'));
    expect(query.checkedIn).toBe('no');
    expect(writeListQuery(query).toString()).toBe('checkedIn=no');
  });

  it('falls back to the defaults on a tampered query, keeping a valid tab', () => {
    const read = readListQuery(new URLSearchParams('status=cancelled&hotel=abc&page=-2'));
    expect(read).toMatchObject({ status: 'cancelled', hotelId: 'all', page: 1 });
  });

  it('colours rows by registration, then payment status', () => {
    expect(rowTone({ registrationStatus: 'cancelled', paymentStatus: 'paid' })).toBe('cancelled');
    expect(rowTone({ registrationStatus: 'cancelled', paymentStatus: 'refund_due' })).toBe('cancelled');
    expect(rowTone({ registrationStatus: 'confirmed', paymentStatus: 'paid' })).toBe('paid');
    expect(rowTone({ registrationStatus: 'pending', paymentStatus: 'unpaid' })).toBe('waiting');
    // Decisions 41: a part-paid registration is confirmed yet stays pink; a credit owed is amber.
    expect(rowTone({ registrationStatus: 'confirmed', paymentStatus: 'partly_paid' })).toBe('waiting');
    expect(rowTone({ registrationStatus: 'confirmed', paymentStatus: 'awaiting_transfer' })).toBe('waiting');
    expect(rowTone({ registrationStatus: 'confirmed', paymentStatus: 'refund_due' })).toBe('refund');
  });
});

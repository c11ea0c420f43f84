import { describe, expect, it } from 'vitest';
import { listHrefFrom, listReturnState } from './list-return.ts';

describe('Previous on Manage Registration', () => {
  const list = '/demo/dashboard/admin/participation-list';

  it('returns to the list with its filters, sort and page', () => {
    const state = listReturnState({ pathname: list, search: '?status=active&type=member&page=3&sort=-due' });
    expect(listHrefFrom(state, 'demo')).toBe(`${list}?status=active&type=member&page=3&sort=-due`);
  });

  it('falls back to the list itself without state, or with a state naming anything else', () => {
    expect(listHrefFrom(null, 'demo')).toBe(list);
    expect(listHrefFrom({ listHref: 'https://elsewhere.test/' }, 'demo')).toBe(list);
    expect(listHrefFrom({ listHref: `${list}-other` }, 'demo')).toBe(list);
    expect(listHrefFrom({ listHref: '/other/dashboard/admin/participation-list' }, 'demo')).toBe(list);
  });
});

import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useListQuery } from './use-list-query.ts';

type Update = ReturnType<typeof useListQuery>['update'];

function renderAt(path: string) {
  const handle: { update?: Update; first?: Update } = {};
  const Probe = () => {
    handle.update = useListQuery().update;
    handle.first ??= handle.update;
    return null;
  };
  const router = createMemoryRouter([{ path: '/list', element: <Probe /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  const update: Update = (change) => {
    if (!handle.update) throw new Error('not rendered');
    return handle.update(change);
  };
  /** The update of the first render, as a debounced callback may still hold it. */
  const firstUpdate: Update = (change) => {
    if (!handle.first) throw new Error('not rendered');
    return handle.first(change);
  };
  return { router, update, firstUpdate };
}

describe('the participation list state in the URL', () => {
  it('keeps both of two changes made before the first has rendered (Clear filters, then Type)', async () => {
    const { router, update } = renderAt('/list?hotel=2&room=single&page=3');
    await act(async () => {
      update({ search: '', sharing: 'all', hotelId: 'all', roomOption: 'all', type: 'all' });
      update({ type: 'affiliate-partners' });
    });
    expect(router.state.location.search).toBe('?type=affiliate-partners');
  });

  it('keeps a filter chosen just before a page change, and a page change returns to page 1 on a filter', async () => {
    const { router, update } = renderAt('/list?status=active');
    await act(async () => {
      update({ hotelId: 1 });
      update({ page: 2 });
    });
    expect(new URLSearchParams(router.state.location.search).toString()).toBe('status=active&hotel=1&page=2');
    await act(async () => {
      update({ roomOption: 'double' });
    });
    expect(new URLSearchParams(router.state.location.search).toString()).toBe(
      'status=active&hotel=1&room=double',
    );
  });

  it('keeps Sharing when a search typed just after it arrives through a callback of an older render', async () => {
    const { router, update, firstUpdate } = renderAt('/list');
    await act(async () => {
      update({ sharing: 'matching' });
    });
    expect(router.state.location.search).toBe('?sharing=matching');
    await act(async () => {
      firstUpdate({ search: 'M-100' });
    });
    expect(new URLSearchParams(router.state.location.search).toString()).toBe('sharing=matching&q=M-100');
  });

  it('follows a navigation made outside the list (Back) instead of a write it replaced', async () => {
    const { router, update } = renderAt('/list?hotel=2');
    await act(async () => {
      update({ roomOption: 'single' });
    });
    await act(async () => {
      await router.navigate(-1);
    });
    expect(router.state.location.search).toBe('?hotel=2');
    await act(async () => {
      update({ type: 'affiliate-partners' });
    });
    expect(new URLSearchParams(router.state.location.search).toString()).toBe(
      'hotel=2&type=affiliate-partners',
    );
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCongress, sessionOf, superAdminUser } from '../../test/demo-fixtures.ts';
import { createFakeFetch, type FakeRequest, jsonResponse } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const superAdmin = superAdminUser;

const preview = {
  rows: [
    {
      line: 2,
      section: 'Portugal',
      numMember: 'A-1',
      firstname: 'Ana',
      name: 'Silva',
      email: 'a@x.test',
      workingHotel: '',
      errors: [],
      action: 'create',
    },
    {
      line: 3,
      section: 'Nowhere',
      numMember: 'A-2',
      firstname: 'Rui',
      name: 'Costa',
      email: 'r@x.test',
      workingHotel: '',
      errors: ['Unknown section "Nowhere"'],
      action: null,
    },
  ],
  goodCount: 1,
  badCount: 1,
  createCount: 1,
  updateCount: 0,
};

function server() {
  return createFakeFetch((request: FakeRequest) => {
    const path = request.url.split('?')[0];
    switch (`${request.method} ${path}`) {
      case 'GET /api/congress/slug/demo':
        return jsonResponse(200, demoCongress);
      case 'GET /api/congress/all':
        return jsonResponse(200, [{ id: 1, slug: 'demo', label: 'Demo Congress 2027', is_open: true }]);
      case 'GET /api/user/':
        return jsonResponse(200, sessionOf(superAdmin));
      case 'GET /api/section/uich/all':
        return jsonResponse(200, [{ id: 1, name: 'Portugal', addressCountry: 'Portugal', numero: '7' }]);
      case 'GET /api/member/list':
        return jsonResponse(200, { items: [], total: 0, page: 1, pageSize: 25 });
      case 'POST /api/member/import/preview':
        return jsonResponse(200, preview);
      case 'POST /api/member/import/confirm':
        return jsonResponse(200, { created: 1, updated: 0, skipped: 1, invited: 1 });
      default:
        return jsonResponse(404, { message: 'Not found' });
    }
  });
}

let fake: ReturnType<typeof server>;
beforeEach(() => {
  localStorage.clear();
  fake = server();
  vi.stubGlobal('fetch', fake.fetch);
});
afterEach(() => vi.unstubAllGlobals());

describe('members screen', () => {
  it('previews a file with its row errors, then confirms the same file', async () => {
    const { container } = renderApp('/demo/dashboard/admin/member-book');
    expect(
      await screen.findByRole('heading', { name: 'Members', level: 1 }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(await screen.findAllByRole('cell', { name: 'Portugal' }, { timeout: 15_000 })).toHaveLength(2);
    expect(await screen.findByText('No member found.', {}, { timeout: 15_000 })).toBeTruthy();
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['section,member number\n'], 'members.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [file] } });
    const table = await screen.findByRole('table', { name: 'Import preview' }, { timeout: 15_000 });
    const bad = table.querySelector('tr[data-row-status="error"]') as HTMLElement;
    expect(within(bad).getByText('Unknown section "Nowhere"')).toBeTruthy();
    const sent = fake.calls.find((c) => c.url.startsWith('/api/member/import/preview'));
    expect(sent?.body).toBeInstanceOf(FormData);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm import of 1 row' }));
    await waitFor(() =>
      expect(screen.getByText('1 created, 0 updated, 1 skipped, 1 invitation sent.')).toBeTruthy(),
    );
    const confirm = fake.calls.find((c) => c.url.startsWith('/api/member/import/confirm'));
    expect(confirm?.url).toContain('congressSlug=demo');
    expect(confirm?.body instanceof FormData && confirm.body.get('file')).toBe(file);
  }, 60_000);
});

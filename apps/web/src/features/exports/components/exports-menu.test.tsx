import { MESSAGES } from '@congress/domain/messages';
import { ZParticipationFilter } from '@congress/domain/contracts/participation-list';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, jsonResponse } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { ExportsMenu, formatBytes } from './exports-menu.tsx';

const filter = ZParticipationFilter.parse({ status: 'pending', search: 'anna' });
let answer: () => Response;
let fake: ReturnType<typeof createFakeFetch>;
let saved: { download: string; href: string }[];

beforeEach(() => {
  saved = [];
  fake = createFakeFetch(() => answer());
  vi.stubGlobal('fetch', fake.fetch);
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ download: this.download, href: this.href });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderMenu() {
  renderWithProviders(<ExportsMenu congressSlug="demo-2027" congressId={7} filter={filter} />);
}

async function choose(label: string) {
  fireEvent.click(screen.getByRole('button', { name: 'Exports' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: label }));
}

describe('ExportsMenu', { timeout: 20_000 }, () => {
  it('offers All, Accounting and Rooming list, posts the filter and saves the server file name', async () => {
    answer = () =>
      new Response('xlsx-bytes', {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="accounting-demo-2027.xlsx"' },
      });
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Exports' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['All', 'Accounting', 'Rooming list']);
    fireEvent.click(items[1] as HTMLElement);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.download).toBe('accounting-demo-2027.xlsx');
    const call = fake.calls.find((c) => c.url === '/api/export/accounting');
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ congressId: 7, filter });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Exports' })).toHaveProperty('disabled', false),
    );
  });

  it('shows "No data provided for export" when nothing matches', async () => {
    answer = () => jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: MESSAGES.exportNoData });
    renderMenu();
    await choose('All');
    expect(await screen.findByText(MESSAGES.exportNoData)).toBeTruthy();
    expect(screen.getAllByText(MESSAGES.exportNoData)).toHaveLength(1);
    expect(saved).toHaveLength(0);
  });

  it('shows "An error occurred while exporting data" on any other failure', async () => {
    answer = () => jsonResponse(500, { statusCode: 500, code: 'INTERNAL', message: 'boom' });
    renderMenu();
    await choose('Rooming list');
    expect(await screen.findByText(MESSAGES.exportFailed)).toBeTruthy();
    expect(screen.queryByText('boom')).toBeNull();
    expect(saved).toHaveLength(0);
  });

  it('formats the bytes received', () => {
    expect(formatBytes(10)).toBe('1 KB');
    expect(formatBytes(340 * 1024)).toBe('340 KB');
    expect(formatBytes(1.25 * 1024 * 1024)).toBe('1.3 MB');
  });
});

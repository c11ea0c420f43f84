import { MESSAGES } from '@congress/domain/messages';
import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoCongress } from '../../test/demo-fixtures.ts';
import { createFakeFetch, jsonResponse } from '../../test/fake-fetch.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { ManageRatesScreen } from './manage-rates-screen.tsx';

function renderWithCongressAnswer(answer: () => Response) {
  const fake = createFakeFetch((request) => {
    if (request.url === '/api/congress/slug/demo') return answer();
    if (request.url === '/api/rate/congress/demo') return jsonResponse(200, []);
    return jsonResponse(200, []);
  });
  vi.stubGlobal('fetch', fake.fetch);
  renderWithProviders(
    <MemoryRouter initialEntries={['/demo/dashboard/admin/manage-rates']}>
      <Routes>
        <Route path="/:congressSlug/dashboard/admin/manage-rates" element={<ManageRatesScreen />} />
      </Routes>
    </MemoryRouter>,
  );
  return fake;
}

afterEach(() => vi.unstubAllGlobals());

describe('ManageRatesScreen', { timeout: 20_000 }, () => {
  it('says "Congress not found" when the congress answer is a 404', async () => {
    renderWithCongressAnswer(() =>
      jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: MESSAGES.congressNotFound }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(MESSAGES.congressNotFound);
    expect(screen.queryByRole('button', { name: 'Create Rate' })).toBeNull();
  });

  it('says the congress could not be loaded, with the reason, on any other failure', async () => {
    renderWithCongressAnswer(() =>
      jsonResponse(500, { statusCode: 500, code: 'INTERNAL', message: 'Database down' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The congress could not be loaded');
    expect(alert.textContent).toContain('Database down');
    expect(alert.textContent).not.toContain(MESSAGES.congressNotFound);
  });

  it('shows the rates screen when the congress loads', async () => {
    renderWithCongressAnswer(() => jsonResponse(200, demoCongress));
    expect(await screen.findByText('No rates yet. Create the first one.')).toBeTruthy();
    expect(screen.queryByText(MESSAGES.congressNotFound)).toBeNull();
  });
});

import type { TActivityPeoplePage, TActivityStats } from '@congress/domain/contracts/activities';
import { MESSAGES } from '@congress/domain/messages';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, jsonResponse } from '../../test/fake-fetch.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { ActivitiesStatsScreen } from './activities-stats-screen.tsx';

const stats: TActivityStats = {
  congress: { id: 1, slug: 'demo', timeZone: 'Europe/Lisbon' },
  activities: [],
  withoutChoice: 0,
  registrations: 0,
};

let exportAnswer: () => Response;
let withoutChoice: TActivityPeoplePage;
let fake: ReturnType<typeof createFakeFetch>;

beforeEach(() => {
  // Mantine keeps its notifications in a module store: start each test without the previous ones.
  notifications.clean();
  exportAnswer = () => new Response('xlsx', { status: 200 });
  withoutChoice = { items: [], total: 0, page: 1, pageSize: 50 };
  fake = createFakeFetch((request) => {
    if (request.url === '/api/activity/stats/congress/demo') return jsonResponse(200, stats);
    if (request.url.startsWith('/api/activity/stats/congress/demo/without-choice'))
      return jsonResponse(200, withoutChoice);
    if (request.url === '/api/participant/congress/demo/types')
      return jsonResponse(200, [
        { id: 2, slug: 'affiliate-partners', label: 'affiliate / partners', isMember: false },
      ]);
    if (request.url === '/api/activity/export/congress/demo') return exportAnswer();
    return jsonResponse(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fake.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderScreen(canManage: boolean) {
  renderWithProviders(
    <MemoryRouter initialEntries={['/demo/dashboard/admin/activities-stats']}>
      <Routes>
        <Route
          path="/:congressSlug/dashboard/admin/activities-stats"
          element={<ActivitiesStatsScreen canManage={canManage} />}
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ActivitiesStatsScreen', { timeout: 20_000 }, () => {
  it('gives a visualisation user no export and a Previous link to the participation list', async () => {
    renderScreen(false);
    expect(await screen.findByText('No activities yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/demo/dashboard/admin/participation-list',
    );
    expect(screen.queryByRole('button', { name: 'Export choices (xlsx)' })).toBeNull();
  });

  it('gives an admin the export, and says once when there is no choice to export', async () => {
    exportAnswer = () =>
      jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: MESSAGES.exportNoData });
    renderScreen(true);
    expect(await screen.findByText('No activities yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe(
      '/demo/dashboard/admin/activities',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Export choices (xlsx)' }));
    expect(await screen.findByText(MESSAGES.exportNoData)).toBeTruthy();
    // The screen's own message only: the global handler stays silent (no second red toast).
    await waitFor(() => expect(fake.count('GET', '/api/activity/export/congress/demo')).toBe(1));
    expect(screen.getAllByText(MESSAGES.exportNoData)).toHaveLength(1);
    expect(screen.getAllByText('Error')).toHaveLength(1);
  });

  it('says "An error occurred while exporting data" on any other failure, once', async () => {
    exportAnswer = () => jsonResponse(500, { statusCode: 500, code: 'INTERNAL', message: 'boom' });
    renderScreen(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Export choices (xlsx)' }));
    expect(await screen.findByText(MESSAGES.exportFailed)).toBeTruthy();
    expect(screen.queryByText('boom')).toBeNull();
    expect(screen.getAllByText('Error')).toHaveLength(1);
  });

  it('names a person without a choice by the participant type label, never its slug', async () => {
    const person = { registrationId: 7, participationId: 3, firstName: 'Claire', lastName: 'Martin' };
    const common = { email: null, statusRegistration: 'confirmed' };
    withoutChoice = {
      items: [
        { ...person, ...common, position: 1, whoKey: 'affiliate-partners' },
        { ...person, ...common, registrationId: 8, position: 2, whoKey: 'spouse' },
      ],
      total: 2,
      page: 1,
      pageSize: 50,
    };
    renderScreen(true);
    expect(await screen.findByText('affiliate / partners')).toBeTruthy();
    expect(screen.getByText('spouse (companions) (second person)')).toBeTruthy();
    expect(screen.queryByText('affiliate-partners')).toBeNull();
  });
});

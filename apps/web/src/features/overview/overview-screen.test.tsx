import type { TOverview } from '@congress/domain/contracts/overview';
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, jsonResponse } from '../../test/fake-fetch.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { OverviewScreen } from './overview-screen.tsx';

const zero = { cents: 0, participations: 0 };
const none = { total: 0, lastWeek: 0 };
const empty: TOverview = {
  congressId: 1,
  currency: 'EUR',
  timeZone: 'Europe/Lisbon',
  at: '2027-05-01T10:00:00.000Z',
  newSince: '2027-04-24T10:00:00.000Z',
  registrations: { active: none, pending: none, cancelled: none },
  money: { invoiced: zero, collected: zero, awaiting: zero, due: zero, 'to-collect': zero, owed: zero },
  transfers: { 'due-week': zero, overdue: zero },
  hotels: [{ hotelId: 3, name: 'Grand Hotel', taken: 0, quota: 10, rates: [] }],
  activities: [],
  charts: { registrations: [], money: [], occupancy: [] },
};
const busy: TOverview = {
  ...empty,
  registrations: { active: { total: 12, lastWeek: 3 }, pending: { total: 4, lastWeek: 1 }, cancelled: none },
  money: { ...empty.money, due: { cents: 41_250, participations: 4 } },
  hotels: [
    {
      hotelId: 3,
      name: 'Grand Hotel',
      taken: 10,
      quota: 10,
      rates: [{ rateId: 7, label: 'Single', taken: 10, quota: 10, offered: 1 }],
    },
  ],
  activities: [
    {
      activityId: 5,
      label: 'Harbour cruise',
      startDate: '2027-06-10',
      taken: 9,
      quota: 10,
      participations: 8,
    },
  ],
};

let answer: () => Response;
beforeEach(() => {
  answer = () => jsonResponse(200, busy);
  const fake = createFakeFetch((request) =>
    request.url === '/api/overview/congress/demo' ? answer() : jsonResponse(404, { message: 'Not found' }),
  );
  vi.stubGlobal('fetch', fake.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderScreen() {
  renderWithProviders(
    <MemoryRouter initialEntries={['/demo/dashboard/admin/overview']}>
      <Routes>
        <Route path="/:congressSlug/dashboard/admin/overview" element={<OverviewScreen />} />
      </Routes>
    </MemoryRouter>,
  );
}

const hrefOf = (testId: string) => screen.getByTestId(testId).getAttribute('href');

describe('OverviewScreen', { timeout: 20_000 }, () => {
  it('links each figure to the list filtered to its rows', async () => {
    renderScreen();
    expect(await screen.findByText('€412.50')).toBeTruthy();
    expect(hrefOf('figure-registrations-active')).toBe(
      '/demo/dashboard/admin/participation-list?status=active',
    );
    expect(hrefOf('figure-registrations-pending-week')).toBe(
      `/demo/dashboard/admin/participation-list?status=pending&figure=${encodeURIComponent(`new:${busy.newSince}`)}`,
    );
    expect(hrefOf('figure-money-due')).toBe('/demo/dashboard/admin/participation-list?figure=money%3Adue');
    expect(hrefOf('figure-rate-7')).toBe('/demo/dashboard/admin/participation-list?figure=place-rate%3A7');
    expect(hrefOf('figure-hotel-3')).toBe('/demo/dashboard/admin/participation-list?figure=place-hotel%3A3');
    expect(hrefOf('figure-activity-5')).toBe('/demo/dashboard/admin/participation-list?figure=activity%3A5');
    expect(screen.getByText('1 held by a waiting-list offer (not in the list yet)')).toBeTruthy();
    // The congress's clock, named: a staff member abroad does not misread it.
    expect(screen.getByText(/^Figures as of 1 May 2027 at 11:00 WEST/)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Single: 10 of 10 places taken' })).toBeTruthy();
    // Each hotel's rooms night by night and its rooming list, which visualisation reaches only here.
    expect(
      screen.getByRole('link', { name: 'Rooms night by night at Grand Hotel' }).getAttribute('href'),
    ).toBe('/demo/dashboard/admin/hotels/3/pickup');
    expect(screen.getByRole('link', { name: 'Rooming list of Grand Hotel' }).getAttribute('href')).toBe(
      '/demo/dashboard/admin/hotels/3/rooming-list',
    );
  });

  it('says when the congress has no participations yet, and that the charts wait for them', async () => {
    answer = () => jsonResponse(200, empty);
    renderScreen();
    expect(await screen.findByText('No participations yet')).toBeTruthy();
    expect(screen.getByText('No registrations yet.')).toBeTruthy();
    expect(screen.getByText('No arrival and departure dates yet.')).toBeTruthy();
    expect(screen.getByText('No activity has reached 80 % of its places.')).toBeTruthy();
  });

  it('shows an error with a way to try again', async () => {
    answer = () => jsonResponse(503, { statusCode: 503, error: 'Service Unavailable', message: 'Try later' });
    renderScreen();
    const retry = await screen.findByRole('button', { name: 'Try again' });
    answer = () => jsonResponse(200, busy);
    fireEvent.click(retry);
    expect(await screen.findByText('€412.50')).toBeTruthy();
  });
});

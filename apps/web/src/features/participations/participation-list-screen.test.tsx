import { englishText } from '@congress/domain/i18n/english';
import { BULK_MESSAGES, type TBulkSummary } from '@congress/domain/contracts/bulk-actions';
import type {
  TParticipationListPage,
  TParticipationListRow,
} from '@congress/domain/contracts/participation-list';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, type FakeRequest, jsonResponse } from '../../test/fake-fetch.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { ParticipationListScreen } from './participation-list-screen.tsx';

const TOTAL = 30;

const rowOf = (id: number): TParticipationListRow => ({
  participationId: id,
  mainRegistrationId: id * 10,
  participantId: id * 100,
  firstName: 'Person',
  lastName: String(id),
  email: `person${id}@demo.test`,
  memberNumber: null,
  participantType: { slug: 'member', label: 'member' },
  hotel: { id: 1, name: 'Grand Hotel' },
  roomOption: 'single',
  rate: { id: 1, label: 'Single - Grand Hotel' },
  registrationStatus: 'pending',
  paymentStatus: 'unpaid',
  amountDueCents: 80000,
  checkedInAt: null,
  second: null,
});

function pageOf(page: number): TParticipationListPage {
  const first = (page - 1) * 25 + 1;
  const ids = Array.from({ length: Math.min(25, TOTAL - first + 1) }, (_, i) => first + i);
  return {
    items: ids.map(rowOf),
    total: TOTAL,
    page,
    pageSize: 25,
    currency: 'EUR',
    timeZone: 'Europe/Lisbon',
    tabCounts: { all: TOTAL, active: TOTAL, pending: TOTAL, confirmed: 0, cancelled: 0 },
  };
}

const summary: TBulkSummary = {
  requested: 2,
  done: 1,
  unchanged: 0,
  failures: [
    { participationId: 26, name: 'Person 26', message: 'The rate you have chosen is no longer available.' },
  ],
};

let fake: ReturnType<typeof createFakeFetch>;
beforeEach(() => {
  notifications.clean();
  localStorage.clear();
  fake = createFakeFetch((request: FakeRequest) => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname.startsWith('/api/participation/congress/demo/'))
      return jsonResponse(200, pageOf(Number(url.searchParams.get('page') ?? '1')));
    if (url.pathname === '/api/participation/bulk/status') return jsonResponse(200, summary);
    return jsonResponse(200, []);
  });
  vi.stubGlobal('fetch', fake.fetch);
});
afterEach(() => vi.unstubAllGlobals());

function renderScreen(userKey = 'user-1', query = '') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[`/demo/dashboard/admin/participation-list${query}`]}>
      <ParticipationListScreen
        congressSlug="demo"
        userKey={userKey}
        canManage
        renderSendEmails={({ recipients }) => (
          <output aria-label="E-mail recipients">{JSON.stringify(recipients)}</output>
        )}
      />
    </MemoryRouter>,
  );
}

const bulkBodies = () =>
  fake.calls.filter((call) => call.url === '/api/participation/bulk/status').map((call) => call.body);

async function changeStatusTo(status: string) {
  const bar = screen.getByRole('region', { name: 'Selected participations' });
  fireEvent.click(within(bar).getByRole('button', { name: 'Change status' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: status }));
}

describe('ParticipationListScreen: selection, bulk actions, columns', { timeout: 20_000 }, () => {
  it('keeps the selection across pages, asks with the count, and shows what failed', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Person 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Person 26' }));
    expect(screen.getByText(englishText(BULK_MESSAGES.pageSelected, { count: 2 }))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(await screen.findByRole('checkbox', { name: 'Select Person 1', checked: true })).toBeTruthy();

    await changeStatusTo('Confirmed');
    expect(
      await screen.findByText(englishText(BULK_MESSAGES.confirmStatus, { count: 2, status: 'Confirmed' })),
    ).toBeTruthy();
    expect(bulkBodies()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Change 2' }));
    expect(
      await screen.findByText(englishText(BULK_MESSAGES.summary, { done: 1, unchanged: 0, failed: 1 })),
    ).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Failed' }).textContent).toContain(summary.failures[0]?.message);
    expect(bulkBodies()).toEqual([
      {
        congressSlug: 'demo',
        status: 'confirmed',
        selection: { kind: 'participations', ids: [1, 26] },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Selected participations' })).toBeNull();
  });

  it('leads from the Sharing filter to the room-mate queue', async () => {
    renderScreen('user-1', '?sharing=missing');
    const link = await screen.findByRole('link', { name: 'Room-mate queue' });
    expect(link.getAttribute('href')).toBe('/demo/dashboard/admin/room-mates');
  });

  it('sends e-mail to the selection through the Send Emails modal', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Person 2' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Person 3' }));
    const bar = screen.getByRole('region', { name: 'Selected participations' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Send e-mail' }));
    expect(JSON.parse(screen.getByRole('status', { name: 'E-mail recipients' }).textContent ?? '')).toEqual({
      kind: 'participations',
      ids: [2, 3],
      count: 2,
    });
  });

  it('selects all N matching the filter, which the server counts again', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all rows of this page' }));
    expect(screen.getByText(englishText(BULK_MESSAGES.pageSelected, { count: 25 }))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `Select all ${TOTAL} matching the filter` }));
    expect(screen.getByText(englishText(BULK_MESSAGES.allSelected, { count: TOTAL }))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('checkbox', { name: 'Select Person 30', checked: true })).toBeTruthy();

    await changeStatusTo('On hold');
    fireEvent.click(await screen.findByRole('button', { name: `Change ${TOTAL}` }));
    await screen.findByText(englishText(BULK_MESSAGES.summary, { done: 1, unchanged: 0, failed: 1 }));
    expect(bulkBodies()).toEqual([
      {
        congressSlug: 'demo',
        status: 'on_hold',
        selection: {
          kind: 'filter',
          filter: { status: 'all', sharing: 'all', hotelId: 'all', roomOption: 'all', type: 'all' },
          expectedCount: TOTAL,
        },
      },
    ]);
  });

  it('hides the columns a user chose, for that user only, across visits', async () => {
    const first = renderScreen('user-1');
    const table = await screen.findByRole('table', { name: 'Participations' });
    expect(within(table).getByRole('columnheader', { name: /Hotel/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Columns' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Hotel' }));
    expect(within(table).queryByRole('columnheader', { name: /Hotel/ })).toBeNull();
    expect(within(table).getByRole('columnheader', { name: /Rate/ })).toBeTruthy();
    first.unmount();

    const again = renderScreen('user-1');
    const kept = await screen.findByRole('table', { name: 'Participations' });
    expect(within(kept).queryByRole('columnheader', { name: /Hotel/ })).toBeNull();
    again.unmount();

    renderScreen('user-2');
    const other = await screen.findByRole('table', { name: 'Participations' });
    expect(within(other).getByRole('columnheader', { name: /Hotel/ })).toBeTruthy();
  });
});

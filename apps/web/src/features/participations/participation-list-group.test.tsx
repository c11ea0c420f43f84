import type {
  TParticipationListPage,
  TParticipationListRow,
} from '@congress/domain/contracts/participation-list';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, jsonResponse } from '../../test/fake-fetch.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { ParticipationListScreen } from './participation-list-screen.tsx';

const rowOf = (id: number, group: TParticipationListRow['group']): TParticipationListRow => ({
  participationId: id,
  mainRegistrationId: id * 10,
  participantId: id * 100,
  firstName: 'Place',
  lastName: String(id),
  email: null,
  memberNumber: null,
  participantType: { slug: 'guest', label: 'Guest' },
  hotel: { id: 1, name: 'Grand Hotel' },
  roomOption: 'single',
  rate: { id: 1, label: 'Single - Grand Hotel' },
  registrationStatus: 'pending',
  paymentStatus: 'unpaid',
  amountDueCents: 80000,
  checkedInAt: null,
  second: null,
  group,
});

const pageOf = (items: TParticipationListRow[]): TParticipationListPage => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
  currency: 'EUR',
  timeZone: 'Europe/Lisbon',
  tabCounts: { all: items.length, active: items.length, pending: items.length, confirmed: 0, cancelled: 0 },
});

const GROUP = { id: 5, reference: 'DEMO-GKX2Q7' };
let fake: ReturnType<typeof createFakeFetch>;
beforeEach(() => {
  localStorage.clear();
  fake = createFakeFetch((request) => {
    const url = new URL(request.url, 'http://localhost');
    if (!url.pathname.startsWith('/api/participation/congress/demo/')) return jsonResponse(200, []);
    // The server narrows to the group; the fake answers as it would.
    const group = url.searchParams.get('group');
    return jsonResponse(
      200,
      pageOf(group ? [rowOf(1, GROUP), rowOf(2, GROUP)] : [rowOf(1, GROUP), rowOf(2, GROUP), rowOf(3, null)]),
    );
  });
  vi.stubGlobal('fetch', fake.fetch);
});
afterEach(() => vi.unstubAllGlobals());

const listCalls = () =>
  fake.calls
    .map((call) => new URL(call.url, 'http://localhost'))
    .filter((url) => url.pathname.startsWith('/api/participation/congress/demo/'));

function renderScreen(query = '') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[`/demo/dashboard/admin/participation-list${query}`]}>
      <ParticipationListScreen congressSlug="demo" userKey="user-1" canManage={false} />
    </MemoryRouter>,
  );
}

describe('participation list: the places of one group (decisions 49)', () => {
  it('a row’s group badge narrows the list to its group, said above the list and dropped in one click', async () => {
    renderScreen();
    const badges = await screen.findAllByRole('button', { name: 'Show the places of group DEMO-GKX2Q7' });
    expect(badges).toHaveLength(2);
    fireEvent.click(badges[0] as HTMLElement);
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.get('group')).toBe('DEMO-GKX2Q7'));
    await waitFor(() => expect(screen.queryByText('Place 3')).toBeNull());
    expect(await screen.findByText('Places of group DEMO-GKX2Q7')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show every participation' }));
    await waitFor(() => expect(screen.queryByText('Places of group DEMO-GKX2Q7')).toBeNull());
    // Everyone again (the list as first read): the row of no group is back.
    expect(await screen.findByText('Place 3')).toBeTruthy();
  });

  it('filters by a reference typed in the filters, applied on Enter', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Show filters' }));
    const input = await screen.findByLabelText('Group');
    fireEvent.change(input, { target: { value: ' demo-gkx2q7 ' } });
    expect(listCalls().some((url) => url.searchParams.has('group'))).toBe(false);
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.get('group')).toBe('demo-gkx2q7'));
    const table = screen.getByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
  });

  it('reads the group from the page address', async () => {
    renderScreen('?group=DEMO-GKX2Q7');
    await screen.findByText('Places of group DEMO-GKX2Q7');
    expect(listCalls()[0]?.searchParams.get('group')).toBe('DEMO-GKX2Q7');
  });
});

import type {
  TParticipationListPage,
  TParticipationListRow,
} from '@congress/domain/contracts/participation-list';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, jsonResponse } from '../../test/fake-fetch.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { ParticipationListScreen } from './participation-list-screen.tsx';

const row: TParticipationListRow = {
  participationId: 1,
  mainRegistrationId: 10,
  participantId: 100,
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@demo.test',
  memberNumber: 'PT-001',
  participantType: { slug: 'member', label: 'member' },
  hotel: { id: 1, name: 'Grand Hotel' },
  roomOption: 'twin',
  rate: { id: 1, label: 'Twin - Grand Hotel' },
  registrationStatus: 'on_hold',
  paymentStatus: 'unpaid',
  amountDueCents: 0,
  checkedInAt: null,
  second: null,
};

const page: TParticipationListPage = {
  items: [row],
  total: 1,
  page: 1,
  pageSize: 25,
  currency: 'EUR',
  timeZone: 'Europe/Lisbon',
  tabCounts: { all: 1, active: 1, pending: 0, confirmed: 0, cancelled: 0 },
};

beforeEach(() => {
  localStorage.clear();
  const fake = createFakeFetch((request) =>
    new URL(request.url, 'http://localhost').pathname.startsWith('/api/participation/congress/demo/')
      ? jsonResponse(200, page)
      : jsonResponse(200, []),
  );
  vi.stubGlobal('fetch', fake.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/**
 * A registration status has one name per language, the domain's catalogue's. The screen says
 * what the e-mail and the export say (apps/server/test/enum-labels.nodb.test.ts): "Suspendue" for a
 * registration on hold, where the screen said "En suspens" and the e-mail "Suspendue".
 */
describe('a registration status on screen', { timeout: 20_000 }, () => {
  it.each([
    ['fr', 'Suspendue'],
    ['pt', 'Suspensa'],
  ] as const)('reads in %s as the e-mails and the exports name it', async (language, expected) => {
    renderWithProviders(
      <MemoryRouter initialEntries={['/demo/dashboard/admin/participation-list']}>
        <ParticipationListScreen congressSlug="demo" userKey="user-1" canManage />
      </MemoryRouter>,
      { language },
    );
    const table = await screen.findByRole('table');
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toContain(expected);
  });
});

import type {
  TParticipationListPage,
  TParticipationListRow,
} from '@congress/domain/contracts/participation-list';
import type { Language } from '@congress/domain/i18n/languages';
import { fireEvent, screen, within } from '@testing-library/react';
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
  registrationStatus: 'confirmed',
  paymentStatus: 'unpaid',
  amountDueCents: 123_456,
  checkedInAt: null,
  second: null,
};

const page: TParticipationListPage = {
  items: [row],
  total: 12_345,
  page: 1,
  pageSize: 25,
  currency: 'EUR',
  timeZone: 'Europe/Lisbon',
  tabCounts: { all: 12_345, active: 12_000, pending: 345, confirmed: 11_655, cancelled: 0 },
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

function renderList(language: Language) {
  renderWithProviders(
    <MemoryRouter initialEntries={['/demo/dashboard/admin/participation-list']}>
      <ParticipationListScreen congressSlug="demo" userKey="user-1" canManage />
    </MemoryRouter>,
    { language },
  );
}

/** What each language says where the list's English says "Participation list", "Show filters"... */
const CASES = {
  fr: {
    title: 'Liste des participations',
    showFilters: 'Afficher les filtres',
    filters: ['Rechercher', 'Partage', 'Hôtel', 'Chambre', 'Type', 'Enregistré'],
    tab: 'Attente paiement',
    columns: ['Nom', 'Statut', 'Montant dû', 'Paiement'],
    status: 'Confirmée',
    payment: 'Non payé',
    room: 'Lits jumeaux',
    count: /^\(12\s345\)$/,
    amount: /^1\s234,56\s€$/,
    showing: /^Affichage : 1–1 sur 12\s345$/,
  },
  pt: {
    title: 'Lista de participações',
    showFilters: 'Mostrar filtros',
    filters: ['Pesquisar', 'Partilha', 'Hotel', 'Quarto', 'Tipo', 'Check-in feito'],
    tab: 'Aguarda pagamento',
    columns: ['Nome', 'Estado', 'Valor em dívida', 'Pagamento'],
    status: 'Confirmada',
    payment: 'Não pago',
    room: 'Duas camas',
    count: /^\(12\s345\)$/,
    amount: /^1234,56\s€$/,
    showing: /^A mostrar 1–1 de 12\s345$/,
  },
} as const;

describe('ParticipationListScreen in French and Portuguese', { timeout: 20_000 }, () => {
  it.each(['fr', 'pt'] as const)(
    'reads entirely in %s, numbers and amounts in its conventions',
    async (language) => {
      const expected = CASES[language];
      renderList(language);
      expect(await screen.findByRole('heading', { level: 1, name: expected.title })).toBeTruthy();
      expect(await screen.findByRole('tab', { name: new RegExp(expected.tab) })).toBeTruthy();
      const table = await screen.findByRole('table');
      for (const column of expected.columns)
        expect(within(table).getByRole('columnheader', { name: new RegExp(column) })).toBeTruthy();
      const cells = within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
      expect(cells).toContain(expected.status);
      expect(cells).toContain(expected.payment);
      expect(cells).toContain(expected.room);
      expect(cells.some((text) => expected.amount.test(text ?? ''))).toBe(true);
      expect(screen.getAllByText(expected.count).length).toBeGreaterThan(0);
      expect(screen.getByText(expected.showing)).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: expected.showFilters }));
      for (const label of expected.filters) expect(screen.getByLabelText(label)).toBeTruthy();

      for (const english of ['Participation list', 'Show filters', 'Wait payment', 'Confirmed', 'Columns'])
        expect(screen.queryByText(english)).toBeNull();
    },
  );
});

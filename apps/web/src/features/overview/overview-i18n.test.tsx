import type { TOverview } from '@congress/domain/contracts/overview';
import type { Language } from '@congress/domain/i18n/languages';
import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, jsonResponse } from '../../test/fake-fetch.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { OverviewScreen } from './overview-screen.tsx';

const zero = { cents: 0, participations: 0 };
const overview: TOverview = {
  congressId: 1,
  currency: 'EUR',
  timeZone: 'Europe/Lisbon',
  at: '2027-05-01T10:00:00.000Z',
  newSince: '2027-04-24T10:00:00.000Z',
  registrations: {
    active: { total: 12_345, lastWeek: 3 },
    pending: { total: 4, lastWeek: 1 },
    cancelled: { total: 0, lastWeek: 0 },
  },
  money: {
    invoiced: zero,
    collected: zero,
    awaiting: { cents: 100_000, participations: 2 },
    due: { cents: 4_125_050, participations: 4 },
    'to-collect': { cents: 4_225_050, participations: 6 },
    owed: zero,
  },
  transfers: { 'due-week': { cents: 0, participations: 1 }, overdue: zero },
  hotels: [
    {
      hotelId: 3,
      name: 'Grand Hotel',
      taken: 10,
      quota: 10,
      rates: [{ rateId: 7, label: 'Single', taken: 10, quota: 10, offered: 1 }],
    },
  ],
  activities: [],
  charts: { registrations: [], money: [], occupancy: [] },
};

beforeEach(() => {
  localStorage.clear();
  const fake = createFakeFetch((request) =>
    request.url === '/api/overview/congress/demo'
      ? jsonResponse(200, overview)
      : jsonResponse(404, { message: 'Not found' }),
  );
  vi.stubGlobal('fetch', fake.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderOverview(language: Language) {
  renderWithProviders(
    <MemoryRouter initialEntries={['/demo/dashboard/admin/overview']}>
      <Routes>
        <Route path="/:congressSlug/dashboard/admin/overview" element={<OverviewScreen />} />
      </Routes>
    </MemoryRouter>,
    { language },
  );
}

const CASES = {
  fr: {
    title: "Vue d'ensemble",
    cards: ['Inscriptions', 'Argent', 'Virements bancaires', 'Places', 'Activités qui se remplissent'],
    labels: ['Actives', 'En attente de paiement', 'Dû', 'Virements attendus cette semaine'],
    total: /^12\s345$/,
    amount: /^41\s250,50\s€$/,
    participations: ['4 participations', '1 participation'],
    refresh: 'Actualiser',
  },
  pt: {
    title: 'Visão geral',
    cards: ['Registos', 'Dinheiro', 'Transferências bancárias', 'Vagas', 'Atividades a encher'],
    labels: ['Ativas', 'A aguardar pagamento', 'Em dívida', 'Transferências a vencer esta semana'],
    total: /^12\s345$/,
    amount: /^41\s250,50\s€$/,
    participations: ['4 participações', '1 participação'],
    refresh: 'Atualizar',
  },
} as const;

describe('OverviewScreen in French and Portuguese', { timeout: 20_000 }, () => {
  it.each(['fr', 'pt'] as const)(
    'reads entirely in %s, numbers and amounts in its conventions',
    async (language) => {
      const expected = CASES[language];
      renderOverview(language);
      expect(await screen.findByRole('heading', { level: 1, name: expected.title })).toBeTruthy();
      for (const card of expected.cards)
        expect(await screen.findByRole('heading', { level: 2, name: card })).toBeTruthy();
      for (const label of expected.labels) expect(screen.getByText(label)).toBeTruthy();
      expect(
        screen.getByTestId('figure-registrations-active').querySelector('[data-figure-value]')?.textContent,
      ).toMatch(expected.total);
      expect(screen.getByText(expected.amount)).toBeTruthy();
      for (const text of expected.participations) expect(screen.getByText(text)).toBeTruthy();
      expect(screen.getByRole('button', { name: expected.refresh })).toBeTruthy();
      for (const english of ['Overview', 'Registrations', 'Money', 'Bank transfers', 'Refresh', 'Due'])
        expect(screen.queryByText(english)).toBeNull();
    },
  );
});

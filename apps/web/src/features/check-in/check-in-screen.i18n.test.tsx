import type { TCurrentUser } from '@congress/domain/contracts/auth';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCongress, sessionOf, superAdminUser } from '../../test/demo-fixtures.ts';
import { createFakeFetch, type FakeRequest, jsonResponse } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const door: TCurrentUser = {
  ...superAdminUser,
  id: 5,
  email: 'door@demo.test',
  roles: ['ROLE_USER', 'ROLE_CHECKIN'],
  congressIds: [1],
};

const person = (id: number, lastName: string, extra: object = {}) => ({
  registrationId: id,
  participationId: id,
  firstName: 'Yuki',
  lastName,
  typeLabel: 'Member',
  hotel: 'Hotel Central',
  rate: 'Standard',
  registrationStatus: 'confirmed',
  dueCents: 0,
  currency: 'EUR',
  activitiesToday: [],
  checkIn: null,
  ...extra,
});

function server(people: ReturnType<typeof person>[]) {
  return createFakeFetch((request: FakeRequest) => {
    const path = request.url.split('?')[0];
    switch (`${request.method} ${path}`) {
      case 'GET /api/congress/slug/demo':
        return jsonResponse(200, demoCongress);
      case 'GET /api/user/':
        return jsonResponse(200, sessionOf(door));
      case 'GET /api/check-in/congress/demo/search':
        return jsonResponse(200, { items: people, timeZone: 'Europe/Lisbon' });
      default:
        return jsonResponse(404, { message: 'Not found' });
    }
  });
}

const wait = { timeout: 15_000 };
beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the door in French and Portuguese', { timeout: 30_000 }, () => {
  it('reads in French: heading, scanner, a plural count and the person', async () => {
    vi.stubGlobal(
      'fetch',
      server([person(1, 'Tanaka', { dueCents: 1250 }), person(2, 'Sato', { registrationStatus: 'on_hold' })])
        .fetch,
    );
    renderApp('/demo/check-in', { language: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Enregistrement', level: 1 }, wait)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Scanner un billet' })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Rechercher par nom' }), {
      target: { value: 'Yuki' },
    });
    expect(await screen.findByText('2 personnes trouvées', {}, wait)).toBeTruthy();
    const found = screen.getByRole('list', { name: 'Personnes trouvées' });
    fireEvent.click(within(found).getAllByRole('button')[0] as HTMLElement);
    const card = await screen.findByRole('region', { name: 'Yuki Tanaka' });
    expect(within(card).getByText('Confirmée')).toBeTruthy();
    expect(within(card).getByText('Activités du jour')).toBeTruthy();
    expect(within(card).getByText('Impayé')).toBeTruthy();
    expect(within(card).getByText(/restant dû$/)).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Enregistrer' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check in' })).toBeNull();
  });

  it('reads in Portuguese, with the singular', async () => {
    vi.stubGlobal('fetch', server([person(1, 'Tanaka')]).fetch);
    renderApp('/demo/check-in', { language: 'pt' });
    expect(await screen.findByRole('heading', { name: 'Check-in', level: 1 }, wait)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ler um bilhete' })).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Pesquisar pelo nome' }), {
      target: { value: 'Yuki' },
    });
    expect(await screen.findByText('1 pessoa encontrada', {}, wait)).toBeTruthy();
    fireEvent.click(within(screen.getByRole('list', { name: 'Pessoas encontradas' })).getByRole('button'));
    const card = await screen.findByRole('region', { name: 'Yuki Tanaka' });
    expect(within(card).getByRole('button', { name: 'Fazer check-in' })).toBeTruthy();
  });
});

import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCongress, sessionOf, superAdminUser } from '../../test/demo-fixtures.ts';
import { createFakeFetch, type FakeRequest, jsonResponse } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const user = (id: number, roles: string[]) => ({
  id,
  email: `user${id}@demo.test`,
  roles,
  is_activated: true,
  congressId: 1,
  congressIds: [1],
  version: 1,
  isLastSuperAdmin: false,
});

function server(users: ReturnType<typeof user>[]) {
  return createFakeFetch((request: FakeRequest) => {
    const path = request.url.split('?')[0];
    switch (`${request.method} ${path}`) {
      case 'GET /api/congress/all':
        return jsonResponse(200, [{ id: 1, slug: 'demo', label: 'Demo Congress 2027', is_open: true }]);
      case 'GET /api/congress/slug/demo':
        return jsonResponse(200, demoCongress);
      case 'GET /api/user/':
        return jsonResponse(200, sessionOf(superAdminUser));
      case `GET /api/user/usersAdmin/${demoCongress.id}`:
        return jsonResponse(200, { items: users, total: users.length, page: 1, pageSize: 25 });
      default:
        return jsonResponse(404, { message: 'Not found' });
    }
  });
}

const wait = { timeout: 15_000 };
const path = '/demo/dashboard/admin/manage-users';
beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('Manage Users in French and Portuguese', { timeout: 30_000 }, () => {
  it('reads in French: heading, table, roles, a plural count and the form', async () => {
    vi.stubGlobal('fetch', server([user(2, ['ROLE_USER', 'ROLE_CHECKIN']), user(3, ['ROLE_ADMIN'])]).fetch);
    renderApp(path, { language: 'fr' });
    expect(
      await screen.findByRole('heading', { name: 'Gérer les utilisateurs', level: 1 }, wait),
    ).toBeTruthy();
    expect(await screen.findByText('2 utilisateurs', {}, wait)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Utilisateurs' });
    expect(within(table).getByRole('columnheader', { name: 'Modifier' })).toBeTruthy();
    expect(within(table).getByText('USER, CHECKIN')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Créer un utilisateur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Créer un utilisateur' }, wait);
    expect(within(dialog).getByRole('button', { name: 'Enregistrer' })).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: 'CHECKIN' })).toBeTruthy();
    expect(within(dialog).getByLabelText('Confirmer le mot de passe', { exact: false })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
  });

  it('reads in Portuguese, with the singular', async () => {
    vi.stubGlobal('fetch', server([user(2, ['ROLE_VISUALISATION'])]).fetch);
    renderApp(path, { language: 'pt' });
    expect(await screen.findByRole('heading', { name: 'Gerir utilizadores', level: 1 }, wait)).toBeTruthy();
    expect(await screen.findByText('1 utilizador', {}, wait)).toBeTruthy();
    expect(screen.getByText('VISUALISATION')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Criar utilizador' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Editar user2@demo.test' })).toBeTruthy();
  });
});

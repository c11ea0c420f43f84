import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCongress, sessionOf, superAdminUser } from '../../test/demo-fixtures.ts';
import { createFakeFetch, type FakeRequest, jsonResponse } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const entry = (id: number) => ({
  id,
  at: '2026-05-04T10:00:00Z',
  congressId: 1,
  congressLabel: 'Demo Congress 2027',
  actorKind: 'user',
  actorEmail: 'superadmin@demo.test',
  action: 'confirm-transfer',
  entity: 'payment',
  entityId: String(id),
  before: { status: 'pending' },
  after: { status: 'confirmed' },
});

function server(total: number) {
  return createFakeFetch((request: FakeRequest) => {
    const path = request.url.split('?')[0];
    switch (`${request.method} ${path}`) {
      case 'GET /api/congress/all':
        return jsonResponse(200, [{ id: 1, slug: 'demo', label: 'Demo Congress 2027', is_open: true }]);
      case 'GET /api/congress/slug/demo':
        return jsonResponse(200, demoCongress);
      case 'GET /api/user/':
        return jsonResponse(200, sessionOf(superAdminUser));
      case 'GET /api/audit/facets':
        return jsonResponse(200, { entities: ['payment'], actions: ['confirm-transfer'] });
      case 'GET /api/audit':
        return jsonResponse(200, {
          items: Array.from({ length: total }, (_, index) => entry(index + 1)),
          total,
          page: 1,
          pageSize: 25,
        });
      default:
        return jsonResponse(404, { message: 'Not found' });
    }
  });
}

const wait = { timeout: 15_000 };
beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the audit log in French and Portuguese', { timeout: 30_000 }, () => {
  it('reads in French: heading, filters, actions and entities, a plural count', async () => {
    vi.stubGlobal('fetch', server(2).fetch);
    renderApp('/demo/dashboard/admin/audit-log', { language: 'fr' });
    expect(await screen.findByRole('heading', { name: "Journal d'audit", level: 1 }, wait)).toBeTruthy();
    const filters = screen.getByRole('form', { name: "Filtres du journal d'audit" });
    expect(within(filters).getByRole('button', { name: 'Effacer les filtres' })).toBeTruthy();
    expect(within(filters).getByLabelText("E-mail de l'auteur")).toBeTruthy();
    expect(await screen.findByText('2 entrées', {}, wait)).toBeTruthy();
    const table = screen.getByRole('table', { name: "Journal d'audit" });
    expect(within(table).getByRole('columnheader', { name: 'Quand' })).toBeTruthy();
    expect(within(table).getAllByText('confirmation du virement')).toHaveLength(2);
    expect(within(table).getByText('paiement #1')).toBeTruthy();
    fireEvent.click(
      within(table).getAllByRole('button', { name: 'Voir les modifications' })[0] as HTMLElement,
    );
    const diff = await screen.findByRole('table', { name: 'Valeurs avant et après' });
    expect(within(diff).getByText('status (modifié)')).toBeTruthy();
    expect(screen.queryByText('Show changes')).toBeNull();
  });

  it('reads in Portuguese, with the singular', async () => {
    vi.stubGlobal('fetch', server(1).fetch);
    renderApp('/demo/dashboard/admin/audit-log', { language: 'pt' });
    expect(await screen.findByRole('heading', { name: 'Registo de auditoria', level: 1 }, wait)).toBeTruthy();
    expect(await screen.findByText('1 entrada', {}, wait)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Limpar filtros' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ver alterações' })).toBeTruthy();
    expect(
      within(screen.getByRole('table', { name: 'Registo de auditoria' })).getByText(
        'confirmação da transferência',
      ),
    ).toBeTruthy();
  });
});

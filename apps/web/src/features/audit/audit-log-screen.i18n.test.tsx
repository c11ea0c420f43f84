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

/** A Manage Registration save as the server records it: the participation before and after. */
const registration = (values: Record<string, unknown>) => ({
  id: 90,
  position: 1,
  participant: { id: 7, firstName: 'Ana', lastName: 'Silva' },
  statusRegistration: 'confirmed',
  roomOption: 'double',
  arrivalDate: '2027-05-03',
  ...values,
});
const roomChange = {
  ...entry(99),
  action: 'update',
  entity: 'participation',
  before: { id: 41, currency: 'EUR', version: 3, registrations: [registration({})] },
  after: {
    id: 41,
    currency: 'EUR',
    version: 4,
    registrations: [
      registration({ roomOption: 'twin', statusRegistration: 'on_hold', arrivalDate: '2027-05-04' }),
    ],
  },
};

function server(
  total: number,
  items: unknown[] = Array.from({ length: total }, (_, index) => entry(index + 1)),
) {
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
          items,
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
/** The body rows of a diff table: each row's header and cells, as read. */
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));
beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the audit log in English, French and Portuguese', { timeout: 30_000 }, () => {
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
    const diff = await within(table).findByRole('table', { name: 'Valeurs avant et après' });
    // A payment's status by the payment's words (masculine in French), not a registration's.
    expect(rowTexts(diff)).toEqual([['Statut', 'En attente', 'Confirmé']]);
    expect(screen.queryByText('Show changes')).toBeNull();
  });

  it('says what a room and status change did, field by field, in English and French', async () => {
    vi.stubGlobal('fetch', server(1, [roomChange]).fetch);
    const view = renderApp('/demo/dashboard/admin/audit-log', { language: 'en' });
    const log = await screen.findByRole('table', { name: 'Audit log' }, wait);
    fireEvent.click(within(log).getByRole('button', { name: 'Show changes' }));
    const diff = await within(log).findByRole('table', { name: 'Values before and after' });
    expect(rowTexts(diff)).toEqual([
      ['Ana SilvaStatus', 'Confirmed', 'On hold'],
      ['Ana SilvaRoom', 'Double', 'Twin'],
      ['Ana SilvaArrival', '3 May 2027', '4 May 2027'],
    ]);
    // The phone's stacked view says the same, before over after.
    const stacked = within(log).getByRole('list', { name: 'Values before and after' });
    expect(within(stacked).getAllByRole('listitem')[1]?.textContent).toBe(
      'Ana SilvaRoomBefore: DoubleAfter: Twin',
    );
    expect(diff.textContent).not.toMatch(/\{|roomOption|version/);
    const raw = within(log).getByRole('button', { name: 'Show raw record' });
    expect(raw.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(raw);
    expect(within(log).getByText(/"roomOption": "twin"/)).toBeTruthy();
    view.unmount();

    localStorage.clear();
    renderApp('/demo/dashboard/admin/audit-log', { language: 'fr' });
    const journal = await screen.findByRole('table', { name: "Journal d'audit" }, wait);
    fireEvent.click(within(journal).getByRole('button', { name: 'Voir les modifications' }));
    const valeurs = await within(journal).findByRole('table', { name: 'Valeurs avant et après' });
    expect(rowTexts(valeurs)).toEqual([
      ['Ana SilvaStatut', 'Confirmée', 'Suspendue'],
      ['Ana SilvaChambre', 'Double', 'Lits jumeaux'],
      ['Ana SilvaArrivée', '3 mai 2027', '4 mai 2027'],
    ]);
  });

  it('reads in Portuguese, with the singular', async () => {
    vi.stubGlobal('fetch', server(1).fetch);
    renderApp('/demo/dashboard/admin/audit-log', { language: 'pt' });
    expect(await screen.findByRole('heading', { name: 'Registo de auditoria', level: 1 }, wait)).toBeTruthy();
    expect(await screen.findByText('1 entrada', {}, wait)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Limpar filtros' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Registo de auditoria' });
    expect(within(table).getByRole('button', { name: 'Ver alterações' })).toBeTruthy();
    expect(within(table).getByText('confirmação da transferência')).toBeTruthy();
  });
});

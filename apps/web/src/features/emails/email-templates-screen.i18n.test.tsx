import { TEMPLATE_LABELS } from '@congress/domain/contracts/emails';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCongress, sessionOf, superAdminUser } from '../../test/demo-fixtures.ts';
import { createFakeFetch, type FakeRequest, jsonResponse } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

/** The templates of one language, as the server answers them: its language named on each. */
const templatesIn = (language: string) =>
  TEMPLATE_LABELS.map((label) => ({
    label,
    language,
    subject: `${label} (${language})`,
    body: `<p>${label} ${language}</p>`,
    updatedAt: null,
  }));

function server(requests: FakeRequest[]) {
  return createFakeFetch((request: FakeRequest) => {
    requests.push(request);
    const [path, query = ''] = request.url.split('?');
    switch (`${request.method} ${path}`) {
      case 'GET /api/congress/slug/demo':
        return jsonResponse(200, demoCongress);
      case 'GET /api/congress/all':
        return jsonResponse(200, [{ id: 1, slug: 'demo', label: 'Demo Congress 2027', is_open: true }]);
      case 'GET /api/user/':
        return jsonResponse(200, sessionOf(superAdminUser));
      case `GET /api/email/templates/${demoCongress.id}`:
        return jsonResponse(200, templatesIn(new URLSearchParams(query).get('language') ?? 'en'));
      default:
        return jsonResponse(404, { message: 'Not found' });
    }
  });
}

const path = '/demo/dashboard/admin/email-templates';
const wait = { timeout: 15_000 };

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the e-mail templates screen in French and Portuguese', { timeout: 30_000 }, () => {
  it('reads in French, with a tab per language, the default one first, each loading its own templates', async () => {
    const requests: FakeRequest[] = [];
    vi.stubGlobal('fetch', server(requests).fetch);
    renderApp(path, { language: 'fr' });
    expect(await screen.findByRole('heading', { name: 'Modèles d’e-mails', level: 1 }, wait)).toBeTruthy();
    const languages = await screen.findByRole('tablist', { name: 'Langues des modèles' }, wait);
    expect(languages.textContent).toBe('English (par défaut)FrançaisPortuguês');
    expect(await screen.findByRole('tab', { name: 'Paiement reçu' }, wait)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'E-mail de facture' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Objet' })).toHaveProperty('value', 'Reminder Payment (en)');
    expect(screen.getByRole('button', { name: 'ENREGISTRER' })).toBeTruthy();
    expect(screen.getByText('Pas encore enregistré')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'SAVE' })).toBeNull();
    expect(screen.queryByText('E-mail templates')).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Français' }));
    expect(await screen.findByDisplayValue('Reminder Payment (fr)', {}, wait)).toBeTruthy();
    expect(requests.some((r) => r.url.endsWith(`/email/templates/${demoCongress.id}?language=fr`))).toBe(
      true,
    );
  });

  it('reads in Portuguese', async () => {
    vi.stubGlobal('fetch', server([]).fetch);
    renderApp(path, { language: 'pt' });
    expect(await screen.findByRole('heading', { name: 'Modelos de e-mail', level: 1 }, wait)).toBeTruthy();
    expect(await screen.findByRole('tab', { name: 'Inscrição recebida' }, wait)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'English (predefinido)' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Assunto' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'GUARDAR' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'SAVE' })).toBeNull();
  });
});

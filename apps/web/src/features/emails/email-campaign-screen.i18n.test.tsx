import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCongress, sessionOf, superAdminUser } from '../../test/demo-fixtures.ts';
import { createFakeFetch, type FakeRequest, jsonResponse } from '../../test/fake-fetch.ts';
import { renderApp, renderWithProviders } from '../../test/render-app.tsx';
import { SendEmailsModal } from './components/send-emails-modal.tsx';

const campaign = {
  id: 7,
  createdAt: '2026-05-04T10:00:00Z',
  sentBy: 'superadmin@demo.test',
  template: 'Reminder Payment',
  subject: 'Your payment',
  selection: { kind: 'participations', count: 3 },
  attachments: { rib: true, invoice: false },
  includeIncomplete: false,
  counts: {
    recipients: 3,
    queued: 2,
    skipped: { 'no-email': 1, 'nothing-due': 0, incomplete: 0 },
    pending: 0,
    sent: 2,
    failed: 0,
  },
};
const recipient = (id: number, state: string, extra: object = {}) => ({
  participationId: id,
  firstName: 'Ana',
  lastName: `Silva ${id}`,
  email: `ana${id}@demo.test`,
  state,
  skipReason: null,
  missing: [],
  attempts: 1,
  lastError: null,
  sentAt: '2026-05-04T10:01:00Z',
  ...extra,
});

function server(recipients: ReturnType<typeof recipient>[]) {
  return createFakeFetch((request: FakeRequest) => {
    const path = request.url.split('?')[0];
    switch (`${request.method} ${path}`) {
      case 'GET /api/congress/slug/demo':
        return jsonResponse(200, demoCongress);
      case 'GET /api/congress/all':
        return jsonResponse(200, [{ id: 1, slug: 'demo', label: 'Demo Congress 2027', is_open: true }]);
      case 'GET /api/user/':
        return jsonResponse(200, sessionOf(superAdminUser));
      case 'GET /api/email/campaign/7':
        return jsonResponse(200, campaign);
      case 'GET /api/email/campaign/7/recipients':
        return jsonResponse(200, { items: recipients, total: recipients.length, page: 1, pageSize: 25 });
      case 'POST /api/email/recipients':
        return jsonResponse(200, {
          total: 3,
          toSend: 2,
          incomplete: 0,
          skipped: { 'no-email': 1, 'nothing-due': 0, incomplete: 0 },
          items: [
            { participationId: 1, firstName: 'Claire', lastName: 'Martin', email: 'claire@demo.test' },
            { participationId: 2, firstName: 'Nora', lastName: 'Martin', email: null, skip: 'no-email' },
            { participationId: 3, firstName: 'Theo', lastName: 'Dupont', email: 'theo@demo.test' },
          ],
        });
      default:
        return jsonResponse(404, { message: 'Not found' });
    }
  });
}

const path = '/demo/dashboard/admin/email-log/campaigns/7';
const wait = { timeout: 15_000 };

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the e-mail campaign screen in French and Portuguese', { timeout: 30_000 }, () => {
  it('reads in French: heading, facts, states and a plural count', async () => {
    vi.stubGlobal(
      'fetch',
      server([recipient(1, 'sent'), recipient(2, 'sent'), recipient(3, 'failed')]).fetch,
    );
    renderApp(path, { language: 'fr' });
    expect(await screen.findByRole('heading', { name: "Campagne d'e-mails", level: 1 }, wait)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Retour au journal des e-mails' })).toBeTruthy();
    expect(await screen.findByText('Rappel de paiement', {}, wait)).toBeTruthy();
    expect(screen.getByText('3 participations sélectionnées')).toBeTruthy();
    expect(screen.getByText('Envoi terminé')).toBeTruthy();
    expect(screen.getByText("Ignorés : 1 (pas d'adresse e-mail).")).toBeTruthy();
    expect(await screen.findByText('3 destinataires', {}, wait)).toBeTruthy();
    const table = screen.getByRole('region', { name: 'Tableau des destinataires' });
    expect(within(table).getByRole('columnheader', { name: 'Détail' })).toBeTruthy();
    expect(within(table).getAllByText('Envoyé')).toHaveLength(2);
    expect(within(table).getByText('Échec')).toBeTruthy();
    expect(screen.queryByText('Back to the e-mail log')).toBeNull();
  });

  it('reads in Portuguese, with the singular', async () => {
    vi.stubGlobal('fetch', server([recipient(1, 'pending', { attempts: 0, sentAt: null })]).fetch);
    renderApp(path, { language: 'pt' });
    expect(await screen.findByRole('heading', { name: 'Campanha de e-mails', level: 1 }, wait)).toBeTruthy();
    expect(await screen.findByText('1 destinatário', {}, wait)).toBeTruthy();
    expect(screen.getByText('Lembrete de pagamento')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Estado' })).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Tabela de destinatários' })).getByText('Pendente'),
    ).toBeTruthy();
  });
});

describe('Send Emails in French and Portuguese', { timeout: 30_000 }, () => {
  const recipients = { kind: 'participations' as const, ids: [1, 2, 3], count: 3 };

  it('composes in French', async () => {
    vi.stubGlobal('fetch', server([]).fetch);
    renderWithProviders(
      <SendEmailsModal
        congressSlug="demo"
        congressId={1}
        opened
        onClose={() => {}}
        recipients={recipients}
      />,
      { language: 'fr' },
    );
    expect(await screen.findByRole('dialog', { name: 'Envoyer des e-mails' }, wait)).toBeTruthy();
    expect(await screen.findByText('2 le recevront', { exact: false }, wait)).toBeTruthy();
    expect(screen.getByText('Destinataires : 3', { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ENVOYER' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ANNULER' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Objet' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'SEND' })).toBeNull();
  });

  it('composes in Portuguese', async () => {
    vi.stubGlobal('fetch', server([]).fetch);
    renderWithProviders(
      <SendEmailsModal
        congressSlug="demo"
        congressId={1}
        opened
        onClose={() => {}}
        recipients={recipients}
      />,
      { language: 'pt' },
    );
    expect(await screen.findByRole('dialog', { name: 'Enviar e-mails' }, wait)).toBeTruthy();
    expect(await screen.findByText('2 vão recebê-lo', { exact: false }, wait)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ENVIAR' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Assunto' })).toBeTruthy();
  });
});

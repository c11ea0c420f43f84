import type { TParticipation } from '@congress/domain/contracts/participations';
import { formatDate } from '@congress/domain/dates';
import { formatMoney } from '@congress/domain/money';
import { transferDueDate } from '@congress/domain/pricing';
import { formatZonedTime } from '@congress/domain/zoned-time';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentOf, participationOf, registrationOf } from '../../test/booking-fixtures.ts';
import { demoCongress, demoParticipantTypes, memberUser, sessionOf } from '../../test/demo-fixtures.ts';
import { createFakeFetch, type FakeRequest, jsonResponse } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

/** The demo server as the login page and the participant's dashboard see it. */
function demoServer(participation: TParticipation | null) {
  return createFakeFetch((request: FakeRequest) => {
    switch (`${request.method} ${request.url.split('?')[0]}`) {
      case 'GET /api/congress/slug/demo':
        return jsonResponse(200, demoCongress);
      case 'GET /api/rate/participant/congress/demo':
        return jsonResponse(200, demoParticipantTypes);
      case 'GET /api/user/':
        return jsonResponse(
          200,
          participation ? sessionOf(memberUser) : { user: null, accessExpiresAt: null },
        );
      case 'GET /api/participation/mine/congress/demo':
        return participation
          ? jsonResponse(200, participation)
          : jsonResponse(404, { message: 'Participation not found' });
      default:
        return jsonResponse(404, { message: 'Not found' });
    }
  });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** The page's text, spaces as they are typed (Intl writes no-break spaces in French amounts). */
const pageText = () => (document.body.textContent ?? '').replace(/[\u00a0\u202f]/g, ' ');
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('the sign-in page in the reader’s language', { timeout: 20_000 }, () => {
  it('reads in French: headings, fields, buttons and links', async () => {
    vi.stubGlobal('fetch', demoServer(null).fetch);
    renderApp('/demo', { language: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Se connecter ou s’inscrire' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Se connecter' });
    expect(within(form).getByLabelText(/^E-mail/)).toBeTruthy();
    expect(within(form).getByLabelText(/^Mot de passe/)).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Se connecter' })).toBeTruthy();
    expect(within(form).getByRole('link', { name: 'Mot de passe oublié\u00a0?' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'S’inscrire' })).toBeTruthy();
    expect(await screen.findByRole('list', { name: 'Types de participant' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Site du congrès/ })).toBeTruthy();
    expect(screen.getByText('Propulsé par Congress Registration')).toBeTruthy();
    for (const english of ['Sign in', 'Sign in or register', 'Register', 'Forgot password?', 'Password']) {
      expect(screen.queryByText(english)).toBeNull();
    }
  });

  it('reads in Portuguese', async () => {
    vi.stubGlobal('fetch', demoServer(null).fetch);
    renderApp('/demo', { language: 'pt' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Iniciar sessão ou inscrever-se' }),
    ).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Iniciar sessão' });
    expect(within(form).getByLabelText(/^Palavra-passe/)).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Iniciar sessão' })).toBeTruthy();
    expect(within(form).getByRole('link', { name: 'Esqueceu-se da palavra-passe?' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Inscrever-se' })).toBeTruthy();
    expect(screen.queryByText('Sign in')).toBeNull();
  });

  it('switches from English to Portuguese in the header, on the page as it is', async () => {
    vi.stubGlobal('fetch', demoServer(null).fetch);
    const { router } = renderApp('/demo');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in or register' })).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'pt' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Iniciar sessão ou inscrever-se' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Iniciar sessão' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Sign in or register' })).toBeNull();
    expect(router.state.location.pathname).toBe('/demo');
  });
});

describe('the participant’s dashboard in the reader’s language', { timeout: 20_000 }, () => {
  it('reads in French, with the amount due and the hold in French conventions', async () => {
    const holdExpiresAt = new Date(Date.now() + 12 * 60_000 - 1000).toISOString();
    const participation = participationOf({ priceCents: 120_050, holdExpiresAt });
    vi.stubGlobal('fetch', demoServer(participation).fetch);
    renderApp('/demo/dashboard/user/home', { language: 'fr' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Bienvenue Marie' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Voir' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Modifier' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Paiement' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Payer maintenant' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Se déconnecter' })).toBeTruthy();
    const amount = screen.getByTestId('dashboard-amount-due').textContent ?? '';
    expect(plain(amount)).toBe('1 200,50 €');
    expect(amount).toBe(formatMoney(120_050, 'EUR', { locale: 'fr-FR' }));
    expect(pageText()).toContain('Montant dû : 1 200,50 €');
    // The congress's clock with its zone named, as a French reader's browser writes it.
    const time = formatZonedTime(holdExpiresAt, 'Europe/Lisbon', { locale: 'fr-FR' });
    expect(pageText()).toContain(`Votre place est réservée jusqu’à ${time} (12 minutes restantes).`);
    for (const english of ['View', 'Modify', 'Pay now', 'Payment', 'Logout']) {
      expect(screen.queryByText(english)).toBeNull();
    }
  });

  it('reads in Portuguese, with the awaited transfer, its amount and due date', async () => {
    const transfer = paymentOf(3, 120_050, {
      typePayment: 'bank_transfer',
      statusPayment: 'pending',
      reference: 'DEMO-7',
      date: '2027-01-02T10:00:00.000Z',
    });
    const participation = participationOf({
      priceCents: 120_050,
      payment: [transfer],
      registrations: [registrationOf(1), registrationOf(2)],
    });
    vi.stubGlobal('fetch', demoServer(participation).fetch);
    renderApp('/demo/dashboard/user/home', { language: 'pt' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Bem-vindo(a) Marie' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Alterar' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Pagamento' })).toBeTruthy();
    const due = formatDate(transferDueDate(transfer.date), 'Europe/Lisbon', 'pt-PT');
    expect(due).toMatch(/ de (janeiro|fevereiro) de 2027$/);
    expect(pageText()).toContain(
      `Aguardamos a sua transferência bancária de ${plain(formatMoney(120_050, 'EUR', { locale: 'pt-PT' }))}, a efetuar até ${due}. Indique a referência DEMO-7.`,
    );
    expect(pageText()).toContain('1200,50 €');
    expect(screen.getByRole('region', { name: 'Dados bancários' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copiar IBAN' })).toBeTruthy();
    expect(screen.queryByText('Bank details')).toBeNull();
  });
});

import type { TRatesForParticipant } from '@congress/domain/contracts/rates';
import type { Language } from '@congress/domain/i18n/languages';
import { emptyPerson, emptySharing } from '@congress/domain/person-form';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accompanyRate, participationOf, rateOf, registrationOf } from '../../test/booking-fixtures.ts';
import { createFakeFetch, jsonResponse } from '../../test/fake-fetch.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { BookingForm } from './components/booking-form.tsx';
import { SummaryScreen } from './summary-screen.tsx';

const rates: TRatesForParticipant = {
  participantType: { id: 1, slug: 'member', label: 'member', isMember: true },
  memberChoosesHotel: false,
  hotels: [
    {
      id: 1,
      name: 'Grand Hotel',
      rates: [
        rateOf({ firstParticipantPriceCents: 120000 }),
        rateOf({ id: 3, label: 'Twin - Grand Hotel', isSoldOut: true, isAvailable: false }),
      ],
    },
  ],
};

const participation = participationOf({
  registrations: [
    registrationOf(1, {
      participant: { ...registrationOf(1).participant, country: 'Germany' },
      statusRegistration: 'confirmed',
    }),
  ],
});

beforeEach(() => {
  localStorage.clear();
  // jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
    configurable: true,
  });
  const fake = createFakeFetch((request) => {
    if (request.url === '/api/rate/congress/demo/participant/member') return jsonResponse(200, rates);
    if (request.url === '/api/participation/mine/congress/demo') return jsonResponse(200, participation);
    return jsonResponse(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fake.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const inRouter = (ui: React.ReactNode) => <MemoryRouter>{ui}</MemoryRouter>;

const CASES = {
  fr: {
    rateTitle: 'Choisissez votre tarif',
    step1: 'Étape 1 sur 4',
    soldOut: 'COMPLET',
    price: /^1\s200\s€$/,
    personal: 'Informations personnelles',
    country: 'Pays',
    germany: 'Allemagne',
    next: 'SUIVANT',
    previous: 'Précédent',
    required: 'Veuillez saisir une valeur',
    summary: 'Récapitulatif',
    registrationSummary: 'Récapitulatif de l’inscription',
    paymentSummary: 'Récapitulatif du paiement',
    confirmed: 'Confirmée',
    pay: 'PAYER',
    method: 'Moyen de paiement',
  },
  pt: {
    rateTitle: 'Escolha a sua tarifa',
    step1: 'Passo 1 de 4',
    soldOut: 'ESGOTADA',
    price: /^1200\s€$/,
    personal: 'Dados pessoais',
    country: 'País',
    germany: 'Alemanha',
    next: 'SEGUINTE',
    previous: 'Anterior',
    required: 'Escreva alguma coisa',
    summary: 'Resumo',
    registrationSummary: 'Resumo do registo',
    paymentSummary: 'Resumo do pagamento',
    confirmed: 'Confirmada',
    pay: 'PAGAR',
    method: 'Método de pagamento',
  },
} as const;

describe.each(Object.keys(CASES) as (keyof typeof CASES & Language)[])(
  'the registration path in %s',
  (language) => {
    const want = CASES[language];

    it('asks the form in the reader’s language, countries and validation errors included', async () => {
      renderWithProviders(
        inRouter(
          <BookingForm
            congressSlug="demo"
            participant="member"
            privacyText={null}
            rate={accompanyRate()}
            participation={null}
            initialValues={{
              roomOption: 'double',
              hasCompanion: false,
              main: { ...emptyPerson(), country: 'Germany' },
              companion: emptyPerson(),
              sharing: emptySharing(),
              consent: false,
              stay: null,
            }}
          />,
        ),
        { language },
      );
      const personal = await screen.findByRole('group', { name: want.personal });
      // The person's country comes first; the paying company's (decisions 45) follows in the same group.
      const [country] = within(personal).getAllByLabelText(new RegExp(`^${want.country}`));
      expect((country as HTMLInputElement).value).toBe(want.germany);
      expect(screen.getByRole('link', { name: want.previous })).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: want.next }));
      expect((await screen.findAllByText(want.required)).length).toBeGreaterThan(0);
      expect(screen.queryByText('Please type something')).toBeNull();
      expect(screen.queryByText('Personal information')).toBeNull();
    });

    it('sums up the registration and its payment in the reader’s language', async () => {
      renderWithProviders(inRouter(<SummaryScreen congressSlug="demo" participant="member" />), {
        language,
      });
      expect(await screen.findByRole('heading', { level: 1, name: want.summary })).toBeTruthy();
      expect(await screen.findByRole('heading', { name: want.registrationSummary })).toBeTruthy();
      expect(screen.getByRole('heading', { name: want.paymentSummary })).toBeTruthy();
      expect(screen.getByText(want.germany)).toBeTruthy();
      expect(screen.getByText(want.confirmed)).toBeTruthy();
      expect(screen.getByTestId('amount-due').textContent).toMatch(want.price);
      expect(screen.getByRole('button', { name: want.pay })).toBeTruthy();
      expect(screen.getByRole('combobox', { name: want.method })).toBeTruthy();
      expect(screen.queryByText('Payment summary')).toBeNull();
    });
  },
);

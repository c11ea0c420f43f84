import type { TRatesForParticipant } from '@congress/domain/contracts/rates';
import type { Language } from '@congress/domain/i18n/languages';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { rateOf } from '../../test/booking-fixtures.ts';
import { createFakeFetch, jsonResponse } from '../../test/fake-fetch.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { RateListScreen } from './rate-list-screen.tsx';

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

beforeEach(() => {
  localStorage.clear();
  const fake = createFakeFetch((request) =>
    request.url === '/api/rate/congress/demo/participant/member'
      ? jsonResponse(200, rates)
      : jsonResponse(404, { message: 'Not found' }),
  );
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
  },
  pt: { rateTitle: 'Escolha a sua tarifa', step1: 'Passo 1 de 4', soldOut: 'ESGOTADA', price: /^1200\s€$/ },
} as const;

describe.each(Object.keys(CASES) as (keyof typeof CASES & Language)[])(
  'the rate list in the reader’s language: %s',
  (language) => {
    const want = CASES[language];

    it('names the rate list, its badges and prices in the reader’s language', async () => {
      renderWithProviders(
        inRouter(
          <RateListScreen
            congressSlug="demo"
            participant="member"
            currency="EUR"
            timeZone="Europe/Lisbon"
            selectedRateId={null}
            onSelect={() => {}}
          />,
        ),
        { language },
      );
      expect(await screen.findByRole('heading', { level: 1, name: want.rateTitle })).toBeTruthy();
      expect(screen.getByText(want.step1)).toBeTruthy();
      expect(screen.getByText(want.soldOut)).toBeTruthy();
      expect(screen.getByText(want.price)).toBeTruthy();
      expect(screen.queryByText('Choose your rate')).toBeNull();
      expect(screen.queryByText('SOLD OUT')).toBeNull();
    });
  },
);

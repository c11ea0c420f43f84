import type { TRate } from '@congress/domain/contracts/rates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, type FakeRequest, jsonResponse } from '../../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../../test/render-app.tsx';
import { RateFormModal } from './rate-form-modal.tsx';

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

const choices = {
  hotels: [{ id: 3, name: 'Hotel Lisboa', congressId: 1, address: null, website: null, description: null }],
  types: [{ id: 5, slug: 'member', label: 'member', isMember: true }],
  sections: [],
};

/** A rate as the list answers it to a French reader: its label in French, its texts beside. */
const rate: TRate = {
  id: 7,
  label: 'Chambre simple',
  congressId: 1,
  hotelId: 3,
  hotel: { id: 3, name: 'Hotel Lisboa' },
  options: null,
  quota: 10,
  roomOption: 'single',
  roomOptions: ['single'],
  isOpened: true,
  isEarlyBird: false,
  openDate: null,
  closeDate: null,
  comment: null,
  firstParticipantType: { id: 5, slug: 'member', label: 'member', isMember: true },
  secondParticipantType: null,
  firstParticipantPrice: '300.00',
  secondParticipantPrice: null,
  firstParticipantPriceCents: 30000,
  secondParticipantPriceCents: null,
  defaultText: { label: 'Single room', comment: 'Breakfast included' },
  translations: { fr: { label: 'Chambre simple' } },
  version: 2,
  places: 0,
  isClosed: false,
  isSoldOut: false,
  isFull: false,
  isAvailable: true,
};

let requests: FakeRequest[] = [];
beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    createFakeFetch((request) => {
      requests.push(request);
      return jsonResponse(200, rate);
    }).fetch,
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderModal = (language?: 'fr' | 'pt') =>
  renderWithProviders(
    <RateFormModal
      congressId={1}
      defaultLanguage="en"
      rate={rate}
      choices={choices}
      onClose={() => {}}
      onReload={async () => {}}
    />,
    language ? { language } : {},
  );

describe('the rate form in several languages', { timeout: 30_000 }, () => {
  it('edits the default language’s label and comment, each other language in its tab, and saves them', async () => {
    renderModal();
    const form = await screen.findByRole('form', { name: 'Edit rate' });
    const tabs = within(form).getByRole('tablist', { name: 'Languages of the rate texts' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['English (default)', 'Français', 'Português']);
    expect((within(form).getByRole('textbox', { name: /^Label/ }) as HTMLInputElement).value).toBe(
      'Single room',
    );

    fireEvent.click(within(tabs).getByRole('tab', { name: 'Français' }));
    expect((within(form).getByRole('textbox', { name: /^Label/ }) as HTMLInputElement).value).toBe(
      'Chambre simple',
    );
    fireEvent.change(within(form).getByRole('textbox', { name: /^Comment/ }), {
      target: { value: 'Petit-déjeuner compris' },
    });
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Português' }));
    fireEvent.change(within(form).getByRole('textbox', { name: /^Label/ }), {
      target: { value: 'Quarto individual' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      label: 'Single room',
      comment: 'Breakfast included',
      translations: {
        fr: { label: 'Chambre simple', comment: 'Petit-déjeuner compris' },
        pt: { label: 'Quarto individual' },
      },
      version: 2,
    });
  });

  it('reads in French and in Portuguese', async () => {
    const { unmount } = renderModal('fr');
    const fr = await screen.findByRole('form', { name: 'Modifier le tarif' });
    expect(within(fr).getByRole('tab', { name: 'English (par défaut)' })).toBeTruthy();
    expect(within(fr).getByRole('button', { name: 'Enregistrer' })).toBeTruthy();
    expect(within(fr).getByText('Type du premier participant')).toBeTruthy();
    unmount();
    renderModal('pt');
    const pt = await screen.findByRole('form', { name: 'Editar a tarifa' });
    expect(within(pt).getByRole('button', { name: 'Guardar' })).toBeTruthy();
    expect(within(pt).getByRole('tab', { name: 'English (predefinido)' })).toBeTruthy();
  });
});

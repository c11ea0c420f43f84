import type { TActivity } from '@congress/domain/contracts/activities';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, type FakeRequest, jsonResponse } from '../../../test/fake-fetch.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { ActivityFormModal } from './activity-form-modal.tsx';

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

/** An activity as a Portuguese reader lists it, in a congress whose texts are French by default. */
const activity: TActivity = {
  id: 4,
  congressId: 1,
  label: 'Cruzeiro no porto',
  description: 'Deux heures sur le Tage.',
  startDate: '2031-06-10',
  startTime: '14:00',
  endDate: null,
  endTime: null,
  url: null,
  quota: 20,
  isOpen: true,
  who: ['member'],
  defaultText: { label: 'Croisière dans le port', description: 'Deux heures sur le Tage.' },
  translations: { pt: { label: 'Cruzeiro no porto' } },
  version: 5,
};

let requests: FakeRequest[] = [];
beforeEach(() => {
  requests = [];
  vi.stubGlobal(
    'fetch',
    createFakeFetch((request) => {
      requests.push(request);
      return jsonResponse(200, activity);
    }).fetch,
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderModal = (language?: 'fr' | 'pt') =>
  renderWithProviders(
    <ActivityFormModal
      opened
      onClose={() => {}}
      activity={activity}
      congressSlug="demo"
      congressId={1}
      defaultLanguage="fr"
      participantTypes={[{ value: 'member', label: 'member' }]}
    />,
    language ? { language } : {},
  );

describe('the activity form in several languages', { timeout: 30_000 }, () => {
  it('edits the default language’s texts and the others’ in their tabs, and saves them', async () => {
    renderModal();
    const dialog = await screen.findByRole('dialog', { name: 'Edit Activity' });
    const tabs = within(dialog).getByRole('tablist', { name: 'Languages of the activity texts' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Français (default)', 'English', 'Português']);
    expect((within(dialog).getByRole('textbox', { name: /^Label/ }) as HTMLInputElement).value).toBe(
      'Croisière dans le port',
    );
    fireEvent.click(within(tabs).getByRole('tab', { name: 'English' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Label/ }), {
      target: { value: 'Harbour cruise' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')?.body).toMatchObject({
      label: 'Croisière dans le port',
      translations: { en: { label: 'Harbour cruise' }, pt: { label: 'Cruzeiro no porto' } },
      version: 5,
    });
  });

  it('reads in French and in Portuguese', async () => {
    const { unmount } = renderModal('fr');
    const fr = await screen.findByRole('dialog', { name: 'Modifier l’activité' });
    expect(within(fr).getByRole('tab', { name: 'Français (par défaut)' })).toBeTruthy();
    expect(within(fr).getByRole('button', { name: 'Enregistrer' })).toBeTruthy();
    expect(within(fr).getByText('Nombre de places')).toBeTruthy();
    unmount();
    renderModal('pt');
    const pt = await screen.findByRole('dialog', { name: 'Editar a atividade' });
    expect(within(pt).getByRole('button', { name: 'Guardar' })).toBeTruthy();
    expect(within(pt).getByText('Número de lugares')).toBeTruthy();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { settingsScreenServer } from '../../test/settings-fixture.ts';

const server = settingsScreenServer();

describe('congress settings in several languages', () => {
  it('shows a tab per language, the default first, and saves a French description', async () => {
    renderApp('/demo/dashboard/admin/congress-settings');
    const form = await screen.findByRole('form', { name: 'Congress settings' }, { timeout: 15_000 });
    const tabs = within(form).getByRole('tablist', { name: 'Languages of the congress texts' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['English (default)', 'Français', 'Português']);
    expect((within(form).getByLabelText('Description') as HTMLTextAreaElement).value).toBe(
      'An international congress.',
    );

    fireEvent.click(within(tabs).getByRole('tab', { name: 'Português' }));
    expect((within(form).getByLabelText('Description') as HTMLTextAreaElement).value).toBe(
      'Um congresso internacional.',
    );
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Français' }));
    expect(within(form).getByText('Left empty, a text is shown in the default language.')).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Description'), {
      target: { value: 'Un congrès international.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(server.saved).toHaveLength(1));
    expect(server.saved[0]?.body).toMatchObject({
      description: 'An international congress.',
      privacyText: 'We keep your data safe.',
      defaultLanguage: 'en',
      translations: {
        fr: { description: 'Un congrès international.' },
        pt: { description: 'Um congresso internacional.' },
      },
      version: 3,
    });
  }, 60_000);

  it('reads in French and in Portuguese', async () => {
    const { unmount } = renderApp('/demo/dashboard/admin/congress-settings', { language: 'fr' });
    const form = await screen.findByRole('form', { name: 'Paramètres du congrès' }, { timeout: 15_000 });
    expect(within(form).getByRole('tab', { name: 'English (par défaut)' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Enregistrer les paramètres' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Paramètres du congrès', level: 1 })).toBeTruthy();
    expect(screen.queryByText('Save settings')).toBeNull();
    unmount();

    renderApp('/demo/dashboard/admin/congress-settings', { language: 'pt' });
    const pt = await screen.findByRole('form', { name: 'Definições do congresso' }, { timeout: 15_000 });
    expect(within(pt).getByRole('button', { name: 'Guardar as definições' })).toBeTruthy();
    expect(within(pt).getByText('Idioma predefinido')).toBeTruthy();
  }, 60_000);
});

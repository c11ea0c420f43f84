import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '@congress/domain/dates';
import { formatMoney } from '@congress/domain/money';
import { renderWithProviders } from '../../test/render-app.tsx';
import { storedLanguage } from './initial-language.ts';
import { LanguageMenu } from './language-menu.tsx';

function Sample() {
  return (
    <p>
      {formatDate('2027-06-05')} · {formatMoney(41250, 'EUR')}
    </p>
  );
}

describe('the language menu', () => {
  it('switches the app to French: its messages, dates, money and the page language, kept on the device', async () => {
    renderWithProviders(
      <>
        <LanguageMenu />
        <Sample />
      </>,
    );
    expect(screen.getByText('5 June 2027 · €412.50')).toBeTruthy();
    const menu = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getByRole('option', { name: 'Français' }).getAttribute('value')).toBe('fr');
    fireEvent.change(menu, { target: { value: 'fr' } });
    expect(await screen.findByRole('combobox', { name: 'Langue' })).toBeTruthy();
    await waitFor(() => expect(screen.getByText('5 juin 2027 · 412,50 €')).toBeTruthy());
    expect(document.documentElement.lang).toBe('fr');
    expect(storedLanguage()).toBe('fr');
  });

  it('opens in the language chosen before, here Portuguese', async () => {
    renderWithProviders(<LanguageMenu />, { language: 'pt' });
    const menu = await screen.findByRole('combobox', { name: 'Idioma' });
    expect((menu as HTMLSelectElement).value).toBe('pt');
  });
});

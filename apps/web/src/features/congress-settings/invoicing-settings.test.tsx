import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { settingsScreenServer } from '../../test/settings-fixture.ts';

const server = settingsScreenServer();

/** Decisions 45: a VAT rate per kind of line, with its mention, and the seller's block. */
describe('invoicing settings', () => {
  it('edits the VAT of each kind and the seller, with the messages under the fields', async () => {
    renderApp('/demo/dashboard/admin/congress-settings');
    const form = await screen.findByRole('form', { name: 'Congress settings' }, { timeout: 15_000 });
    const field = (name: string) => within(form).getByRole('textbox', { name: new RegExp(`^${name}`) });
    fireEvent.change(field('Accommodation: VAT rate'), { target: { value: '6' } });
    fireEvent.change(field('Companion: VAT rate'), { target: { value: '23' } });
    fireEvent.change(field('Companion: exemption mention'), { target: { value: 'Margin scheme' } });
    fireEvent.change(field('Invoice issuer VAT number'), { target: { value: 'PT12345' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    expect(await within(form).findByText('An exempt or margin-scheme line has a VAT rate of 0')).toBeTruthy();
    expect(server.saved).toHaveLength(0);

    fireEvent.change(field('Companion: VAT rate'), { target: { value: '0' } });
    fireEvent.change(field('Invoice issuer VAT number'), { target: { value: 'pt 509 999 990' } });
    fireEvent.change(field('Seller postcode'), { target: { value: '1100-053' } });
    fireEvent.change(field('Seller city'), { target: { value: 'Lisboa' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(server.saved).toHaveLength(1));
    expect(server.saved[0]?.body).toMatchObject({
      vatRates: {
        accommodation: { rate: '6', exemption: '' },
        companion: { rate: '0', exemption: 'Margin scheme' },
      },
      issuerVatNumber: 'pt 509 999 990',
      issuerPostcode: '1100-053',
      issuerCity: 'Lisboa',
    });
  }, 60_000);
});

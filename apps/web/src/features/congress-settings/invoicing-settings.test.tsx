import type { TCongressSettings } from '@congress/domain/contracts/congress-settings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCongress, sessionOf, superAdminUser } from '../../test/demo-fixtures.ts';
import { createFakeFetch, type FakeRequest, jsonResponse } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { storedSettings } from '../../test/settings-fixture.ts';

const settings: TCongressSettings = storedSettings;

let saved: FakeRequest[] = [];
function server() {
  return createFakeFetch((request: FakeRequest) => {
    const path = request.url.split('?')[0] ?? '';
    switch (`${request.method} ${path}`) {
      case 'GET /api/congress/slug/demo':
        return jsonResponse(200, demoCongress);
      case 'GET /api/congress/all':
        return jsonResponse(200, [{ id: 1, slug: 'demo', label: 'Demo Congress 2027', is_open: true }]);
      case 'GET /api/user/':
        return jsonResponse(200, sessionOf(superAdminUser));
      case 'GET /api/congress/slug/demo/settings':
        return jsonResponse(200, settings);
      case 'PUT /api/congress/1/settings':
        saved.push(request);
        return jsonResponse(200, { ...settings, version: 4 });
      default:
        return jsonResponse(404, { message: 'Not found' });
    }
  });
}

beforeEach(() => {
  saved = [];
  localStorage.clear();
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
    configurable: true,
  });
  vi.stubGlobal('fetch', server().fetch);
});
afterEach(() => vi.unstubAllGlobals());

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
    expect(saved).toHaveLength(0);

    fireEvent.change(field('Companion: VAT rate'), { target: { value: '0' } });
    fireEvent.change(field('Invoice issuer VAT number'), { target: { value: 'pt 509 999 990' } });
    fireEvent.change(field('Seller postcode'), { target: { value: '1100-053' } });
    fireEvent.change(field('Seller city'), { target: { value: 'Lisboa' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.body).toMatchObject({
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

import type { TCongressSettings } from '@congress/domain/contracts/congress-settings';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCongress, sessionOf, superAdminUser } from '../../test/demo-fixtures.ts';
import { createFakeFetch, type FakeRequest, jsonResponse } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { storedSettings } from '../../test/settings-fixture.ts';

const stored: TCongressSettings = storedSettings;

let settings: TCongressSettings = stored;
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
  settings = stored;
  localStorage.clear();
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
    configurable: true,
  });
  vi.stubGlobal('fetch', server().fetch);
});
afterEach(() => vi.unstubAllGlobals());

/** Decisions 49: until when a group's payer names its people; empty, the day before the congress. */
describe('group names settings', () => {
  async function openForm() {
    renderApp('/demo/dashboard/admin/congress-settings');
    const form = await screen.findByRole('form', { name: 'Congress settings' }, { timeout: 15_000 });
    return { form, field: within(form).getByLabelText('Group names due on') as HTMLInputElement };
  }
  const sentDay = () => (saved[0]?.body as { groupNamesDueOn?: unknown } | undefined)?.groupNamesDueOn;

  it('reads the day from the settings and saves a new one', async () => {
    settings = { ...stored, groupNamesDueOn: '2027-05-20' };
    const { form, field } = await openForm();
    expect(field.value).toBe('2027-05-20');
    expect(
      within(form).getByText(
        'The last day a group’s payer can name or change its people. Empty: the day before the congress.',
      ),
    ).toBeTruthy();
    fireEvent.change(field, { target: { value: '2027-05-25' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(sentDay()).toBe('2027-05-25');
  }, 60_000);

  it('sends the empty day as the other dates are sent: the shared schema reads it as null', async () => {
    const { form, field } = await openForm();
    expect(field.value).toBe('');
    fireEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(sentDay()).toBe('');
  }, 60_000);
});

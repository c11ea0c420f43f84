import type { TCongressSettings } from '@congress/domain/contracts/congress-settings';
import { VERSION_MESSAGES } from '@congress/domain/contracts/versions';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoCongress, sessionOf, superAdminUser } from '../../test/demo-fixtures.ts';
import { createFakeFetch, type FakeRequest, jsonResponse } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { storedSettings } from '../../test/settings-fixture.ts';

const superAdmin = superAdminUser;

const settingsOf = (id: number, slug: string, label: string): TCongressSettings => {
  const { defaultLanguage: _language, translations: _translations, ...demo } = storedSettings;
  return { ...demo, id, version: 1, label, slug, isOpen: false, description: null, privacyText: null };
};

/** What PUT settings answers: a test sets a refusal. */
let saveAnswer: () => Response;

function server() {
  return createFakeFetch((request: FakeRequest) => {
    const path = request.url.split('?')[0] ?? '';
    if (request.method === 'PUT' && path === '/api/congress/1/settings') return saveAnswer();
    const congressMatch = path.match(/^\/api\/congress\/slug\/([^/]+)$/);
    if (request.method === 'GET' && congressMatch) {
      return jsonResponse(200, {
        ...demoCongress,
        slug: congressMatch[1],
        label: `Public ${congressMatch[1]}`,
      });
    }
    switch (`${request.method} ${path}`) {
      case 'GET /api/congress/all':
        return jsonResponse(200, [{ id: 1, slug: 'demo', label: 'Demo Congress 2027', is_open: true }]);
      case 'GET /api/user/':
        return jsonResponse(200, sessionOf(superAdmin));
      case 'GET /api/congress/slug/demo/settings':
        return jsonResponse(200, settingsOf(1, 'demo', 'Demo Congress 2027'));
      case 'POST /api/congress/create':
        return jsonResponse(201, settingsOf(9, 'congress-2031', 'Congress 2031'));
      case 'GET /api/congress/slug/congress-2031/settings':
        return jsonResponse(200, settingsOf(9, 'congress-2031', 'Congress 2031'));
      default:
        return jsonResponse(404, { message: 'Not found' });
    }
  });
}

beforeEach(() => {
  localStorage.clear();
  notifications.clean();
  saveAnswer = () => jsonResponse(200, settingsOf(1, 'demo', 'Demo Congress 2027'));
  // jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it.
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
    configurable: true,
  });
  vi.stubGlobal('fetch', server().fetch);
});
afterEach(() => vi.unstubAllGlobals());

describe('congress settings screen', () => {
  it('creates a congress and opens its settings', async () => {
    const { router } = renderApp('/demo/dashboard/admin/congress-settings');
    const form = await screen.findByRole('form', { name: 'Congress settings' }, { timeout: 15_000 });
    expect((within(form).getByRole('textbox', { name: /^Label/ }) as HTMLInputElement).value).toBe(
      'Demo Congress 2027',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Create a new congress' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a new congress' }, { timeout: 15_000 });
    fireEvent.change(within(dialog).getByLabelText(/^Label/), { target: { value: 'Congress 2031' } });
    fireEvent.change(within(dialog).getByLabelText(/^Slug/), { target: { value: 'congress-2031' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create congress' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/congress-2031/dashboard/admin/congress-settings'),
    );
    await waitFor(() => {
      const label = within(screen.getByRole('form', { name: 'Congress settings' })).getByRole('textbox', {
        name: /^Label/,
      });
      expect((label as HTMLInputElement).value).toBe('Congress 2031');
    });
  }, 60_000);

  it('tells a stale save once, inline with Reload, and any other refusal as a notification', async () => {
    saveAnswer = () =>
      jsonResponse(409, { statusCode: 409, code: 'VERSION_CONFLICT', message: VERSION_MESSAGES.conflict });
    renderApp('/demo/dashboard/admin/congress-settings');
    await screen.findByRole('form', { name: 'Congress settings' }, { timeout: 15_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Not saved')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    // The global handler stays silent: the message shows once, in the alert.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByText(VERSION_MESSAGES.conflict)).toHaveLength(1);

    saveAnswer = () => jsonResponse(403, { statusCode: 403, code: 'FORBIDDEN', message: 'Access denied' });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Access denied')).toBeTruthy();
    expect(screen.queryByText('Not saved')).toBeNull();
  }, 60_000);
});

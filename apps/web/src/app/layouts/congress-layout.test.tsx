import { render, screen } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { demoCongress } from '../../test/demo-fixtures.ts';
import { createFakeFetch, type FakeRequest, jsonResponse } from '../../test/fake-fetch.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { AppProviders } from '../providers.tsx';
import { CongressLayout } from './congress-layout.tsx';

let answerCongress: () => void = () => {};

beforeEach(() => {
  localStorage.clear();
  const congressAnswered = new Promise<void>((resolve) => {
    answerCongress = resolve;
  });
  const fake = createFakeFetch(async (request: FakeRequest) => {
    const path = request.url.split('?')[0];
    if (path === '/api/congress/slug/demo') {
      await congressAnswered;
      return jsonResponse(200, demoCongress);
    }
    if (path === '/api/user/') return jsonResponse(401, { message: 'Not signed in' });
    return jsonResponse(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fake.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The page's outermost box, which holds the header, the screen and the footer. */
const pageOf = (element: HTMLElement) => element.closest('main')?.parentElement as HTMLElement;

it('keeps a first visit hidden until the congress header is known, the screen mounted meanwhile', async () => {
  const router = createMemoryRouter(
    [
      {
        path: '/:congressSlug',
        element: <CongressLayout />,
        children: [{ index: true, element: <p>The screen</p> }],
      },
    ],
    { initialEntries: ['/demo'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
    </AppProviders>,
  );
  // Mounted (its code and data load) but not shown: the header would push it down on arrival.
  const screenText = await screen.findByText('The screen');
  expect(pageOf(screenText).style.visibility).toBe('hidden');
  expect(screen.getByRole('status').textContent).toContain('Loading');

  answerCongress();
  expect(await screen.findByRole('link', { name: demoCongress.label })).toBeTruthy();
  expect(pageOf(screen.getByText('The screen')).style.visibility).toBe('');
  expect(screen.queryByRole('status')).toBeNull();
});

import { ROOMING_MESSAGES } from '@congress/domain/contracts/rooming-lists';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type createFakeFetch, jsonResponse } from '../../../test/fake-fetch.ts';
import { serveScreen } from '../../../test/screen-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { CURRENT_LINES, hotelViewOf, SENT_LINES } from '../../../test/rooming-fixtures.ts';

const PATH = '/rooming/tok-1';

let answer: () => Response;
let fake: ReturnType<typeof createFakeFetch>;
beforeEach(() => {
  localStorage.clear();
  answer = () => jsonResponse(200, hotelViewOf(CURRENT_LINES, SENT_LINES));
  fake = serveScreen(null, {
    'GET /api/rooming/tok-1': () => answer(),
  });
});
afterEach(() => vi.unstubAllGlobals());

const options = { timeout: 15_000 };
const lineOf = (scope: HTMLElement, guest: string) =>
  within(scope)
    .getAllByTestId('rooming-line')
    .find((row) => row.textContent?.includes(guest)) as HTMLElement;

describe("the hotel's rooming page", { timeout: 20_000 }, () => {
  it('shows the current list with its marks and the changes sent, without an account', async () => {
    renderApp(PATH);
    expect(
      await screen.findByRole('heading', { name: 'Rooming list - Harbour Inn', level: 1 }, options),
    ).toBeTruthy();
    expect(screen.getByText(/^Demo Congress 2027\. The list as it stands on/)).toBeTruthy();
    const current = screen.getByRole('region', { name: 'Rooming list of Harbour Inn' });
    expect(within(current).getAllByTestId('rooming-line')).toHaveLength(4);
    expect(within(lineOf(current, 'Eva Lopes')).getByText('Cancelled')).toBeTruthy();
    expect(within(lineOf(current, 'Filipa Neves')).getByText('New')).toBeTruthy();
    expect(within(lineOf(current, 'Carla Dias')).getByText('Room type was Double')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download xlsx' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send to the hotel' })).toBeNull();

    expect(screen.getByRole('heading', { name: 'Changes sent', level: 2 })).toBeTruthy();
    const sending = screen.getByTestId('rooming-change-sending');
    expect(within(sending).getByRole('heading', { level: 3 }).textContent).toMatch(
      /^Sent on 11 November 2026/,
    );
    expect(sending.textContent).toContain('3 rooms: 3 new, 0 changed, 0 cancelled');
    expect(
      within(sending)
        .getAllByTestId('rooming-line')
        .map((row) => row.dataset.mark),
    ).toEqual(['new', 'new', 'new']);
  });

  it('downloads the xlsx through the link', async () => {
    renderApp(PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Download xlsx' }, options));
    await waitFor(() => expect(fake.count('GET', '/api/rooming/tok-1/xlsx')).toBe(1));
  });

  it("says an expired link has expired, in the server's words", async () => {
    answer = () =>
      jsonResponse(403, { statusCode: 403, code: 'FORBIDDEN', message: ROOMING_MESSAGES.linkExpired });
    renderApp(PATH);
    expect((await screen.findByRole('alert', {}, options)).textContent).toContain(
      'This link has expired. Ask the congress organisers for a new one.',
    );
    expect(screen.queryByRole('table')).toBeNull();
    expect(fake.count('GET', '/api/rooming/tok-1')).toBe(1);
  });

  it('says an unknown link is not valid', async () => {
    answer = () =>
      jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: ROOMING_MESSAGES.linkInvalid });
    renderApp(PATH);
    expect((await screen.findByRole('alert', {}, options)).textContent).toContain('This link is not valid.');
  });
});

import type { TCurrentUser } from '@congress/domain/contracts/auth';
import { formatMoney } from '@congress/domain/money';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type createFakeFetch, jsonResponse } from '../../../test/fake-fetch.ts';
import { harbourPickup, pickupOf } from '../../../test/pickup-fixtures.ts';
import { serveScreen, staffOf } from '../../../test/screen-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

const PATH = '/demo/dashboard/admin/hotels/2/pickup';

let pickup = harbourPickup();
let releaseAnswer: () => Response;
let fake: ReturnType<typeof createFakeFetch>;
function serve(user: TCurrentUser) {
  fake = serveScreen(user, {
    'GET /api/hotel/2/pickup': () => jsonResponse(200, pickup),
    'POST /api/hotel/2/pickup/release': () => releaseAnswer(),
  });
}
beforeEach(() => {
  localStorage.clear();
  notifications.clean();
  pickup = harbourPickup();
  releaseAnswer = () => jsonResponse(200, { released: 13, pickup: harbourPickup(7) });
});
afterEach(() => vi.unstubAllGlobals());

const figure = (label: string) =>
  screen.getAllByTestId('pickup-figure').find((card) => card.textContent?.startsWith(label)) as HTMLElement;
const heading = () =>
  screen.findByRole('heading', { name: 'Pickup - Harbour Inn', level: 1 }, { timeout: 15_000 });

describe('the pickup screen', { timeout: 20_000 }, () => {
  it('shows the figures, the nights and their release dates, past and near', async () => {
    serve(staffOf('ROLE_ADMIN'));
    renderApp(PATH);
    await heading();
    expect(figure('Contracted').textContent).toContain('64');
    expect(figure('Sold').textContent).toContain('42');
    expect(figure('Owed now').textContent).toContain(formatMoney(27_000, 'EUR'));
    // Singles of 9 June (2 unsold) and 12 June (15), twins owed already, 10 June's 2 singles in May.
    expect(figure('At risk').textContent).toContain(formatMoney(22_000 + 165_000 + 22_000, 'EUR'));
    const nights = screen.getAllByTestId('pickup-night');
    expect(nights).toHaveLength(3);
    expect(within(nights[0] as HTMLElement).getByText('Released 20 November 2026')).toBeTruthy();
    expect(within(nights[0] as HTMLElement).getByText('All rooms')).toBeTruthy();
    expect(within(nights[1] as HTMLElement).getByText('Congress night')).toBeTruthy();
    expect(within(nights[1] as HTMLElement).getByText('Release 10 May 2027')).toBeTruthy();
    expect(within(nights[1] as HTMLElement).queryByText(/^in \d+ days$/)).toBeNull();
    expect(within(nights[2] as HTMLElement).getByText('Release 2 December 2026')).toBeTruthy();
    expect(within(nights[2] as HTMLElement).getByText('in 5 days')).toBeTruthy();
  });

  it('releases the unsold singles of 12 June after the confirmation, and shows the new figures', async () => {
    serve(staffOf('ROLE_ADMIN'));
    renderApp(PATH);
    await heading();
    const release = screen.getByRole('button', { name: 'Release unsold rooms' });
    expect(release.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Choose nights past or near release' }));
    expect(screen.getByText('2 nights chosen: 17 rooms to release.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose the night of 9 June 2027' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Twin' }));
    expect(screen.getByText('1 night chosen: 13 rooms to release.')).toBeTruthy();

    fireEvent.click(release);
    const dialog = await screen.findByRole('dialog', { name: 'Release unsold rooms' });
    expect(
      within(dialog).getByText('13 rooms go back to Harbour Inn; sold and held rooms stay.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Nights: 12 June 2027. Room types: Single.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release 13 rooms' }));
    await waitFor(() =>
      expect(fake.calls.find((call) => call.method === 'POST')?.body).toEqual({
        roomTypes: ['single'],
        nights: ['2027-06-12'],
      }),
    );
    expect(await screen.findByText('13 rooms released to Harbour Inn.')).toBeTruthy();
    await waitFor(() => expect(figure('Contracted').textContent).toContain('51'));
    expect(figure('At risk').textContent).toContain(formatMoney(22_000 + 22_000 + 22_000, 'EUR'));
    expect(screen.getByText('No night chosen: no free room to release.')).toBeTruthy();
  });

  it('keeps the error in the dialog', async () => {
    releaseAnswer = () =>
      jsonResponse(409, { statusCode: 409, code: 'CONFLICT', message: 'The block changed meanwhile.' });
    serve(staffOf('ROLE_ADMIN'));
    renderApp(PATH);
    await heading();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose the night of 12 June 2027' }));
    fireEvent.click(screen.getByRole('button', { name: 'Release unsold rooms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release unsold rooms' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release 13 rooms' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('The block changed meanwhile.');
  });

  it('gives visualisation the report without the release', async () => {
    serve(staffOf('ROLE_VISUALISATION'));
    renderApp(PATH);
    await heading();
    expect(screen.getAllByTestId('pickup-night')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Release unsold rooms' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    // No Hotels list for visualisation (spec 2.2): the way back is the overview, on to the rooming list.
    const nav = screen.getByRole('navigation', { name: 'This hotel' });
    expect(within(nav).queryByRole('link', { name: 'Back to hotels' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Room blocks' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Back to the overview' }).getAttribute('href')).toBe(
      '/demo/dashboard/admin/overview',
    );
    expect(within(nav).getByRole('link', { name: 'Rooming list' }).getAttribute('href')).toBe(
      '/demo/dashboard/admin/hotels/2/rooming-list',
    );
  });

  it('says when the hotel has no blocks', async () => {
    pickup = pickupOf([]);
    serve(staffOf('ROLE_ADMIN'));
    renderApp(PATH);
    expect(
      await screen.findByText('This hotel has no room blocks yet.', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('reads in French and in Portuguese', async () => {
    serve(staffOf('ROLE_ADMIN'));
    const { unmount } = renderApp(PATH, { language: 'fr' });
    const options = { timeout: 15_000 };
    expect(
      await screen.findByRole('heading', { name: 'Remplissage - Harbour Inn', level: 1 }, options),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Libérer les chambres invendues' })).toBeTruthy();
    expect(screen.getByText('Libérées le 20 novembre 2026')).toBeTruthy();
    expect(screen.getAllByText('dans 5 jours')).toHaveLength(2);
    unmount();
    renderApp(PATH, { language: 'pt' });
    expect(
      await screen.findByRole('heading', { name: 'Ocupação - Harbour Inn', level: 1 }, options),
    ).toBeTruthy();
    expect(screen.getAllByText('Noite do congresso')).toHaveLength(1);
  });
});

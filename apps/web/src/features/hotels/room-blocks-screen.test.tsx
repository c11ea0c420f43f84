import type { TRoomBlockCell, TRoomBlockGrid } from '@congress/domain/contracts/room-block-grid';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, type FakeRequest, jsonResponse } from '../../test/fake-fetch.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { RoomBlocksScreen } from './room-blocks-screen.tsx';

const NIGHTS = ['2027-06-10', '2027-06-11'];
const cell = (
  roomType: TRoomBlockCell['roomType'],
  night: string,
  contracted: number | null,
): TRoomBlockCell => ({
  roomType,
  night,
  contracted,
  releaseOn: contracted === null ? null : '2027-05-10',
  extraNightPriceCents: contracted === null ? null : 9_500,
  sold: roomType === 'single' ? 2 : 0,
  held: roomType === 'single' ? 1 : 0,
  free: contracted === null ? 0 : Math.max(0, contracted - (roomType === 'single' ? 3 : 0)),
});
const grid: TRoomBlockGrid = {
  hotelId: 7,
  hotelName: 'Tivoli Lisboa',
  currency: 'EUR',
  congressNights: NIGHTS,
  nights: NIGHTS,
  cells: NIGHTS.flatMap((night) => [
    cell('single', night, 10),
    cell('twin', night, null),
    cell('double', night, 4),
  ]),
  version: 'v1',
};

let saveAnswer: (request: FakeRequest) => Response;
let fake: ReturnType<typeof createFakeFetch>;

beforeEach(() => {
  notifications.clean();
  saveAnswer = () => jsonResponse(200, { ...grid, version: 'v2' });
  fake = createFakeFetch((request) => {
    if (request.url === '/api/hotel/7/room-blocks' && request.method === 'GET')
      return jsonResponse(200, grid);
    if (request.url === '/api/hotel/7/room-blocks' && request.method === 'PUT') return saveAnswer(request);
    return jsonResponse(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fake.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderScreen() {
  renderWithProviders(
    <MemoryRouter initialEntries={['/demo/dashboard/admin/hotels/7/room-blocks']}>
      <Routes>
        <Route
          path="/:congressSlug/dashboard/admin/hotels/:hotelId/room-blocks"
          element={<RoomBlocksScreen />}
        />
      </Routes>
    </MemoryRouter>,
  );
}

const input = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const singleOn10 = 'Single rooms, night of 10 June 2027';

describe('RoomBlocksScreen', { timeout: 20_000 }, () => {
  it('shows the grid with sold · held · free and the congress nights marked', async () => {
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'Room blocks: Tivoli Lisboa' })).toBeTruthy();
    expect(input(singleOn10).value).toBe('10');
    expect(input('Twin rooms, night of 10 June 2027').value).toBe('');
    expect(screen.getAllByText('Congress')).toHaveLength(2);
    expect(screen.getAllByText('2 · 1 · 7')).toHaveLength(2);
    const usage = document.getElementById(input(singleOn10).getAttribute('aria-describedby') ?? '');
    expect(usage?.textContent).toContain('Sold 2, held 1, free 7');
    expect(input('Extra-night price, Single').value).toBe('95.00');
  });

  it('saves the cells typed, empty cells left out, with the version read, and says so', async () => {
    renderScreen();
    await screen.findByRole('heading', { name: 'Room blocks: Tivoli Lisboa' });
    fireEvent.change(input(singleOn10), { target: { value: '12' } });
    expect(screen.getByText('2 · 1 · 9')).toBeTruthy();
    fireEvent.change(input('Double rooms, night of 11 June 2027'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a night after' }));
    fireEvent.change(input('Twin rooms, night of 12 June 2027'), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save room blocks' }));
    expect(await screen.findByText('Room blocks saved.')).toBeTruthy();
    const put = fake.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      version: 'v1',
      cells: [
        {
          roomType: 'single',
          night: '2027-06-10',
          rooms: 12,
          releaseOn: '2027-05-10',
          extraNightPriceCents: 9_500,
        },
        {
          roomType: 'single',
          night: '2027-06-11',
          rooms: 10,
          releaseOn: '2027-05-10',
          extraNightPriceCents: 9_500,
        },
        { roomType: 'twin', night: '2027-06-12', rooms: 3, releaseOn: null, extraNightPriceCents: 0 },
        {
          roomType: 'double',
          night: '2027-06-10',
          rooms: 4,
          releaseOn: '2027-05-10',
          extraNightPriceCents: 9_500,
        },
      ],
    });
  });

  it('refuses a cell that is not a whole number before sending, and shows the server refusal beside its cell', async () => {
    renderScreen();
    await screen.findByRole('heading', { name: 'Room blocks: Tivoli Lisboa' });
    fireEvent.change(input(singleOn10), { target: { value: 'ten' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save room blocks' }));
    expect(await screen.findByText('Enter a whole number of rooms from 0 to 100,000.')).toBeTruthy();
    expect(fake.count('PUT', '/api/hotel/7/room-blocks')).toBe(0);

    const refusal =
      'On the night of 10 June 2027, 3 rooms are already sold or held: contract at least that many.';
    saveAnswer = () =>
      jsonResponse(409, {
        statusCode: 409,
        code: 'CONFLICT',
        message: refusal,
        fields: { 'cells.single.2027-06-10': refusal },
      });
    fireEvent.change(input(singleOn10), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save room blocks' }));
    await waitFor(() => expect(screen.getAllByText(refusal)).toHaveLength(2));
    expect(input(singleOn10).getAttribute('aria-invalid')).toBe('true');
  });

  it('offers to reload when someone else saved first', async () => {
    saveAnswer = () =>
      jsonResponse(409, {
        statusCode: 409,
        code: 'VERSION_CONFLICT',
        message: 'This record was changed by someone else. Reload to see the changes.',
      });
    renderScreen();
    await screen.findByRole('heading', { name: 'Room blocks: Tivoli Lisboa' });
    fireEvent.change(input(singleOn10), { target: { value: '11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save room blocks' }));
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});

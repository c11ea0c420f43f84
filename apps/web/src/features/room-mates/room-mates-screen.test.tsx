import type { TCurrentUser } from '@congress/domain/contracts/auth';
import type { TRoomMateQueue, TRoomMateRequest } from '@congress/domain/contracts/room-mates';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type createFakeFetch, jsonResponse } from '../../test/fake-fetch.ts';
import { serveScreen, staffOf } from '../../test/screen-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';

const PATH = '/demo/dashboard/admin/room-mates';

const request = (
  id: number,
  firstName: string,
  reason: TRoomMateRequest['reason'],
  roomType: TRoomMateRequest['roomType'] = 'twin',
): TRoomMateRequest => ({
  participationId: id,
  version: id * 10,
  person: { firstName, lastName: 'Silva', memberNumber: `M-${id}`, email: null },
  hotel: { id: 2, name: 'Harbour Inn' },
  roomType,
  stay: { checkIn: '2027-06-10', checkOut: '2027-06-12' },
  roomMate: { name: 'Ghost Mate', memberNumber: 'X-1' },
  reason,
});
const fullQueue = (): TRoomMateQueue => ({
  matchedRooms: 3,
  requests: [
    request(11, 'Ana', 'notRegistered'),
    request(12, 'Bea', 'namesSomeoneElse'),
    request(13, 'Cid', 'otherRoom', 'double'),
  ],
});

let queue: () => Response;
let write: () => Response;
let fake: ReturnType<typeof createFakeFetch>;
function serve(user: TCurrentUser) {
  fake = serveScreen(user, {
    'GET /api/room-mates/congress/demo': () => queue(),
    'POST /api/room-mates/pair': () => write(),
    'POST /api/room-mates/11/release': () => write(),
  });
}
beforeEach(() => {
  localStorage.clear();
  notifications.clean();
  queue = () => jsonResponse(200, fullQueue());
  write = () => jsonResponse(200, { matchedRooms: 4, requests: [request(13, 'Cid', 'otherRoom', 'double')] });
});
afterEach(() => vi.unstubAllGlobals());

/** The title, then the queue's rows (the title shows while the queue loads). */
const heading = async () => {
  await screen.findByRole('heading', { name: 'Room-mates', level: 1 }, { timeout: 15_000 });
  await screen.findAllByTestId('room-mate-request', {}, { timeout: 15_000 });
};
const rowOf = (name: string) =>
  screen.getAllByTestId('room-mate-request').find((row) => row.textContent?.includes(name)) as HTMLElement;

describe('the room-mates screen', { timeout: 20_000 }, () => {
  it('says how many rooms are matched and why each request waits, in words', async () => {
    serve(staffOf('ROLE_ADMIN'));
    renderApp(PATH);
    await heading();
    expect(screen.getByText('3 rooms matched · 3 requests waiting')).toBeTruthy();
    expect(within(rowOf('Ana')).getByText('Not registered')).toBeTruthy();
    expect(within(rowOf('Bea')).getByText('Names someone else')).toBeTruthy();
    expect(within(rowOf('Cid')).getByText('Another hotel or room type')).toBeTruthy();
    expect(within(rowOf('Ana')).getByText('Harbour Inn / Twin')).toBeTruthy();
    const link = within(rowOf('Ana')).getByRole('link', { name: 'Ana Silva' });
    expect(link.getAttribute('href')).toBe('/demo/dashboard/admin/manage-registration?participation=11');
  });

  it('pairs two requests of the same room type after a confirmation naming both', async () => {
    serve(staffOf('ROLE_ADMIN'));
    renderApp(PATH);
    await heading();
    // Cid's double is no partner for Ana's twin.
    fireEvent.click(screen.getByRole('combobox', { name: 'Pair Ana Silva with…' }));
    const bea = await screen.findByRole('option', { name: 'Bea Silva', hidden: true });
    expect(screen.queryByRole('option', { name: 'Cid Silva', hidden: true })).toBeNull();
    fireEvent.click(bea);
    const dialog = await screen.findByRole('dialog', { name: 'Pair room-mates' });
    expect(
      within(dialog).getByText(
        'Ana Silva and Bea Silva will share one room at Harbour Inn; each becomes the other’s room-mate.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pair them' }));
    await waitFor(() =>
      expect(fake.calls.find((call) => call.method === 'POST')?.body).toEqual({
        first: { participationId: 11, version: 110 },
        second: { participationId: 12, version: 120 },
      }),
    );
    expect(await screen.findByText('Ana Silva and Bea Silva now share a room.')).toBeTruthy();
    expect(await screen.findByText('4 rooms matched · 1 request waiting')).toBeTruthy();
  });

  it('releases to single after the confirmation, and shows a 409 in the dialog', async () => {
    write = () =>
      jsonResponse(409, {
        statusCode: 409,
        code: 'CONFLICT',
        message: 'This room-mate request is no longer waiting. Reload the queue.',
      });
    serve(staffOf('ROLE_ADMIN'));
    renderApp(PATH);
    await heading();
    fireEvent.click(within(rowOf('Ana')).getByRole('button', { name: 'Release to single' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release to single' });
    expect(
      within(dialog).getByText('Ana Silva will keep the room alone; the room-mate request is withdrawn.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Release' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'This room-mate request is no longer waiting.',
    );
    expect(fake.calls.find((call) => call.method === 'POST')?.body).toEqual({ version: 110 });
  });

  it('gives visualisation the queue without the actions or the links', async () => {
    serve(staffOf('ROLE_VISUALISATION'));
    renderApp(PATH);
    await heading();
    expect(screen.getAllByTestId('room-mate-request')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Release to single' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Pair / })).toBeNull();
    expect(within(rowOf('Ana')).queryByRole('link')).toBeNull();
  });

  it('says when no request waits, and when the queue cannot be loaded', async () => {
    queue = () => jsonResponse(200, { matchedRooms: 2, requests: [] });
    serve(staffOf('ROLE_ADMIN'));
    const { unmount } = renderApp(PATH);
    expect(
      await screen.findByText('No room-mate requests are waiting.', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.getByText('2 rooms matched · 0 requests waiting')).toBeTruthy();
    unmount();
    queue = () => jsonResponse(500, { statusCode: 500, message: 'Boom' });
    renderApp(PATH);
    expect(
      await screen.findByText('The room-mate queue could not be loaded', {}, { timeout: 15_000 }),
    ).toBeTruthy();
  });

  it('reads in French', async () => {
    serve(staffOf('ROLE_ADMIN'));
    renderApp(PATH, { language: 'fr' });
    expect(
      await screen.findByRole('heading', { name: 'Colocataires', level: 1 }, { timeout: 15_000 }),
    ).toBeTruthy();
    await screen.findAllByTestId('room-mate-request', {}, { timeout: 15_000 });
    expect(within(rowOf('Ana')).getByText('Non inscrit')).toBeTruthy();
  });
});

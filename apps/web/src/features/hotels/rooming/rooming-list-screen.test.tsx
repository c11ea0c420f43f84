import type { TCurrentUser } from '@congress/domain/contracts/auth';
import type { TRoomingList } from '@congress/domain/contracts/rooming-lists';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type createFakeFetch, jsonResponse } from '../../../test/fake-fetch.ts';
import { serveScreen, staffOf } from '../../../test/screen-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  CURRENT_LINES,
  EMAIL,
  roomingListOf,
  SENT_LINES,
  sendingOf,
} from '../../../test/rooming-fixtures.ts';

const PATH = '/demo/dashboard/admin/hotels/2/rooming-list';
const hotel = {
  id: 2,
  name: 'Harbour Inn',
  congressId: 1,
  address: '1 Quay Street',
  website: 'https://harbour.example',
  description: 'By the sea',
};

let list: TRoomingList;
let fake: ReturnType<typeof createFakeFetch>;
function serve(user: TCurrentUser) {
  fake = serveScreen(user, {
    'GET /api/hotel/2/rooming-list': () => jsonResponse(200, list),
    'GET /api/hotel/2': () => jsonResponse(200, hotel),
    'PUT /api/hotel/update/2': (request) => {
      const body = request.body as { reservationsEmail: string };
      list = { ...list, reservationsEmail: body.reservationsEmail };
      return jsonResponse(200, { ...hotel, reservationsEmail: body.reservationsEmail });
    },
    'POST /api/hotel/2/rooming-list/send': () => {
      const sending = sendingOf(2, CURRENT_LINES, SENT_LINES);
      list = roomingListOf(CURRENT_LINES, CURRENT_LINES, { sendings: [sending, ...list.sendings] });
      return jsonResponse(200, { sending, list });
    },
  });
}
beforeEach(() => {
  localStorage.clear();
  notifications.clean();
  list = roomingListOf(CURRENT_LINES, SENT_LINES);
});
afterEach(() => vi.unstubAllGlobals());

const heading = () =>
  screen.findByRole('heading', { name: 'Rooming list - Harbour Inn', level: 1 }, { timeout: 15_000 });
const figure = (label: string) =>
  screen.getAllByTestId('rooming-count').find((card) => card.textContent?.startsWith(label)) as HTMLElement;
const lineOf = (guest: string) =>
  screen.getAllByTestId('rooming-line').find((row) => row.textContent?.includes(guest)) as HTMLElement;
const sendButton = () => screen.getByRole('button', { name: 'Send to the hotel' });

describe('the rooming list screen', { timeout: 20_000 }, () => {
  it('marks each line with a word, says what changed, and strikes the cancelled one', async () => {
    serve(staffOf('ROLE_ADMIN'));
    renderApp(PATH);
    await heading();
    expect(screen.getByText('Congress: Demo Congress 2027')).toBeTruthy();
    expect(figure('Rooms').textContent).toContain('3');
    expect(figure('New').textContent).toContain('1');
    expect(figure('Changed').textContent).toContain('1');
    expect(figure('Cancelled').textContent).toContain('1');

    expect(within(lineOf('Ana Silva')).queryByText(/^(New|Changed|Cancelled)$/)).toBeNull();
    expect(within(lineOf('Ana Silva')).getByText('Bruno Costa')).toBeTruthy();
    const changed = lineOf('Carla Dias');
    expect(within(changed).getByText('Changed')).toBeTruthy();
    expect(within(changed).getByText('Dates were 10 June 2027 – 12 June 2027')).toBeTruthy();
    expect(within(changed).getByText('Room type was Double')).toBeTruthy();
    expect(within(changed).getByText('9 June 2027')).toBeTruthy();
    expect(within(changed).getByText('3')).toBeTruthy();
    expect(within(changed).getByText('103')).toBeTruthy();
    const added = lineOf('Filipa Neves');
    expect(within(added).getByText('New')).toBeTruthy();
    expect(within(added).getByText('Awaiting room-mate: Gil Pires')).toBeTruthy();
    const cancelled = lineOf('Eva Lopes');
    expect(within(cancelled).getByText('Cancelled')).toBeTruthy();
    expect(within(cancelled).getByText('Eva Lopes').closest('td')?.style.textDecoration).toBe('line-through');

    expect(screen.getByRole('button', { name: 'Download xlsx' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'http://localhost/rooming/tok-1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    const sending = screen.getByTestId('rooming-sending');
    expect(sending.textContent).toContain(EMAIL);
    expect(sending.textContent).toContain('Ada Admin');
    expect(sending.textContent).toContain('3 rooms: 3 new, 0 changed, 0 cancelled');
  });

  it('sends after a confirmation naming the address and the counts, then clears the marks', async () => {
    serve(staffOf('ROLE_ADMIN'));
    renderApp(PATH);
    await heading();
    fireEvent.click(sendButton());
    const dialog = await screen.findByRole('dialog', { name: 'Send to the hotel' });
    expect(within(dialog).getByText(`Send the rooming list of Harbour Inn to ${EMAIL}?`)).toBeTruthy();
    expect(
      within(dialog).getByText('3 rooms: 1 new, 1 changed, 1 cancelled since the last sending.'),
    ).toBeTruthy();
    expect(fake.count('POST', '/api/hotel/2/rooming-list/send')).toBe(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(`Rooming list sent to ${EMAIL}.`)).toBeTruthy();
    expect(fake.count('POST', '/api/hotel/2/rooming-list/send')).toBe(1);
    await waitFor(() => expect(screen.getAllByTestId('rooming-line')).toHaveLength(3));
    const marks = screen.getAllByTestId('rooming-line').map((row) => row.dataset.mark);
    expect(marks).toEqual(['unchanged', 'unchanged', 'unchanged']);
    expect(within(lineOf('Carla Dias')).queryByText('Changed')).toBeNull();
    expect(screen.getAllByTestId('rooming-sending')).toHaveLength(2);
  });

  it('keeps a refused sending in the dialog', async () => {
    serve(staffOf('ROLE_ADMIN'));
    const refusing = fake.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/rooming-list/send')
        ? Promise.resolve(
            jsonResponse(409, { statusCode: 409, code: 'CONFLICT', message: 'The outbox refused it.' }),
          )
        : refusing(input, init),
    );
    renderApp(PATH);
    await heading();
    fireEvent.click(sendButton());
    const dialog = await screen.findByRole('dialog', { name: 'Send to the hotel' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('The outbox refused it.');
  });

  it('refuses to send without an address, and saves one with the hotel unchanged', async () => {
    list = roomingListOf(CURRENT_LINES, null, { reservationsEmail: null });
    serve(staffOf('ROLE_ADMIN'));
    renderApp(PATH);
    await heading();
    expect(figure('New').textContent).toContain('Not sent yet');
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    expect(sendButton().getAttribute('aria-describedby')).toBe('rooming-send-blocker');
    expect(screen.getByText("Save the hotel's reservations e-mail to send its rooming list.")).toBeTruthy();
    expect(screen.getByText('The list has not been sent yet.')).toBeTruthy();

    const input = screen.getByLabelText("Hotel's reservations e-mail");
    fireEvent.change(input, { target: { value: 'not an address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(screen.getByText('Enter a valid e-mail address for reservations.')).toBeTruthy();
    expect(fake.count('PUT', '/api/hotel/update/2')).toBe(0);

    fireEvent.change(input, { target: { value: ` ${EMAIL} ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Save the address' }));
    expect(await screen.findByText('Reservations e-mail saved.')).toBeTruthy();
    expect(fake.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      congressId: 1,
      name: 'Harbour Inn',
      address: '1 Quay Street',
      website: 'https://harbour.example',
      description: 'By the sea',
      reservationsEmail: EMAIL,
    });
    await waitFor(() => expect(sendButton().hasAttribute('disabled')).toBe(false));
  });

  it('lets visualisation read the list and the sendings, not send', async () => {
    serve(staffOf('ROLE_VISUALISATION'));
    renderApp(PATH);
    await heading();
    expect(screen.getAllByTestId('rooming-line')).toHaveLength(4);
    expect(screen.getByText(`Hotel's reservations e-mail: ${EMAIL}`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send to the hotel' })).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getAllByTestId('rooming-sending')).toHaveLength(1);
  });

  it('says when no room is booked yet', async () => {
    list = roomingListOf([], null);
    serve(staffOf('ROLE_ADMIN'));
    renderApp(PATH);
    expect(
      await screen.findByText('No rooms booked at this hotel yet.', {}, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download xlsx' })).toBeNull();
  });

  it('says when the list cannot be loaded', async () => {
    serve(staffOf('ROLE_ADMIN'));
    const failing = fake.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/rooming-list')
        ? Promise.resolve(
            jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Hotel not found' }),
          )
        : failing(input, init),
    );
    renderApp(PATH);
    const alert = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(alert.textContent).toContain('The rooming list could not be loaded');
    expect(alert.textContent).toContain('Hotel not found');
  });

  it('reads in French and in Portuguese', async () => {
    serve(staffOf('ROLE_ADMIN'));
    const options = { timeout: 15_000 };
    const { unmount } = renderApp(PATH, { language: 'fr' });
    expect(await screen.findByRole('button', { name: "Envoyer à l'hôtel" }, options)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Rooming list - Harbour Inn', level: 1 })).toBeTruthy();
    expect(within(lineOf('Eva Lopes')).getByText('Annulée')).toBeTruthy();
    expect(within(lineOf('Filipa Neves')).getByText('Colocataire à confirmer : Gil Pires')).toBeTruthy();
    unmount();
    renderApp(PATH, { language: 'pt' });
    expect(await screen.findByRole('button', { name: 'Enviar ao hotel' }, options)).toBeTruthy();
    expect(within(lineOf('Filipa Neves')).getByText('Novo')).toBeTruthy();
    expect(within(lineOf('Carla Dias')).getByText('Tipo de quarto anterior: Duplo')).toBeTruthy();
  });
});

import type { TMyWaitingEntry } from '@congress/domain/contracts/waiting-lists';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, jsonResponse } from '../../../test/fake-fetch.ts';
import { renderAtRoute } from '../../../test/render-app.tsx';
import { offerOf, SUITE } from '../../../test/waiting-fixtures.ts';
import { UserHomeScreen } from '../user-home-screen.tsx';

function serve(mine: TMyWaitingEntry[]) {
  const fake = createFakeFetch((request) => {
    if (request.url === '/api/waiting-list/congress/demo/mine') return jsonResponse(200, mine);
    if (request.method === 'POST' && request.url === '/api/waiting-list/rate/3/offer/resend')
      return jsonResponse(200, { rateId: 3, sent: true });
    if (request.method === 'DELETE' && request.url === '/api/waiting-list/rate/3')
      return jsonResponse(200, { rateId: 3, left: true });
    return jsonResponse(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}
afterEach(() => vi.unstubAllGlobals());

/** waiting1 of the demo: not registered, a place offered from the waiting list. */
function renderHome() {
  renderAtRoute(
    '/demo/dashboard/user/home',
    <UserHomeScreen congressSlug="demo" name="Ana" participation={null} error={null} onModify={() => {}} />,
  );
}

describe('the dashboard shows a waiting-list offer where the person looks', () => {
  it('names the free place and its hold end, and books it on its rate list', async () => {
    serve([offerOf({})]);
    renderHome();
    const card = await screen.findByRole('region', { name: `A place is free for you: ${SUITE}` });
    expect(card.textContent).toContain('A place is held for you until 2 May 2027 at 11:30 WEST.');
    fireEvent.click(within(card).getByRole('button', { name: `Book this place: ${SUITE}` }));
    expect((await screen.findByTestId('where')).textContent).toBe('/demo/rate/guest-speakers');
  });

  it('sends the e-mail again and says so', async () => {
    const fake = serve([offerOf({})]);
    renderHome();
    const card = await screen.findByRole('region', { name: `A place is free for you: ${SUITE}` });
    fireEvent.click(within(card).getByRole('button', { name: `Send the e-mail again: ${SUITE}` }));
    expect(await within(card).findByText(/^Sent\./)).toBeTruthy();
    expect(fake.count('POST', '/api/waiting-list/rate/3/offer/resend')).toBe(1);
  });

  it('leaves the waiting list only once confirmed in the dialog', async () => {
    const fake = serve([offerOf({})]);
    renderHome();
    const card = await screen.findByRole('region', { name: `A place is free for you: ${SUITE}` });
    fireEvent.click(within(card).getByRole('button', { name: `Leave the waiting list for ${SUITE}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the waiting list?' });
    expect(dialog.textContent).toContain(
      'The place held for you until 2 May 2027 at 11:30 WEST goes to the next',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave the waiting list' }));
    await waitFor(() => expect(fake.count('DELETE', '/api/waiting-list/rate/3')).toBe(1));
  });

  it('says the place in line of a rate not offered yet, and keeps CREATE for someone not registered', async () => {
    serve([offerOf({ status: 'waiting', placeInLine: 2, offerExpiresAt: null })]);
    renderHome();
    expect(await screen.findByText(`You are number 2 on the waiting list for ${SUITE}.`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Book this place/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'CREATE' })).toBeTruthy();
  });

  it('shows nothing of waiting lists to someone on none', async () => {
    const fake = serve([]);
    renderHome();
    await waitFor(() => expect(fake.count('GET', '/api/waiting-list/congress/demo/mine')).toBe(1));
    expect(screen.queryByRole('region', { name: /A place is free for you/ })).toBeNull();
    expect(screen.queryByText(/on the waiting list for/)).toBeNull();
    expect(screen.getByRole('link', { name: 'CREATE' })).toBeTruthy();
  });
});

import type { TMyWaitingEntry } from '@congress/domain/contracts/waiting-lists';
import type { TRatesForParticipant } from '@congress/domain/contracts/rates';
import { MESSAGES } from '@congress/domain/messages';
import type { RateViewer } from '@congress/domain/rate-notes';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rateOf } from '../../test/booking-fixtures.ts';
import { offerOf, SUITE } from '../../test/waiting-fixtures.ts';
import { createFakeFetch, jsonResponse } from '../../test/fake-fetch.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { RateListScreen } from './rate-list-screen.tsx';

const SPEAKERS = { id: 5, slug: 'guest-speakers', label: 'guest speakers', isMember: false };

const speakerRates: TRatesForParticipant = {
  participantType: SPEAKERS,
  memberChoosesHotel: false,
  hotels: [
    {
      id: 2,
      name: 'Harbour Inn',
      rates: [
        rateOf({
          id: 3,
          label: SUITE,
          firstParticipantType: SPEAKERS,
          quota: 1,
          places: 1,
          isFull: true,
          isSoldOut: true,
          isAvailable: false,
        }),
      ],
    },
  ],
};

const memberRates: TRatesForParticipant = {
  participantType: { id: 1, slug: 'activ-member', label: 'activ Member', isMember: true },
  memberChoosesHotel: false,
  hotels: [{ id: 1, name: 'Grand Hotel', rates: [rateOf({ label: 'Single - Grand Hotel' })] }],
};

const offered = offerOf();

function serve(rates: TRatesForParticipant, mine: TMyWaitingEntry[] = []) {
  let resends = 0;
  const fake = createFakeFetch((request) => {
    if (request.url === `/api/rate/congress/demo/participant/${rates.participantType.slug}`)
      return jsonResponse(200, rates);
    if (request.url === '/api/waiting-list/congress/demo/mine') return jsonResponse(200, mine);
    if (request.method === 'POST' && request.url === '/api/waiting-list/rate/3/offer/resend') {
      resends += 1;
      return resends === 1
        ? jsonResponse(200, { rateId: 3, sent: true })
        : jsonResponse(429, { code: 'RATE_LIMITED', message: MESSAGES.tooManyAttempts });
    }
    return jsonResponse(404, { message: 'Not found' });
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}
afterEach(() => vi.unstubAllGlobals());

function renderList(rates: TRatesForParticipant, viewer: RateViewer, onSelect = vi.fn()) {
  renderWithProviders(
    <MemoryRouter>
      <RateListScreen
        congressSlug="demo"
        participant={rates.participantType.slug}
        currency="EUR"
        timeZone="Europe/Lisbon"
        selectedRateId={null}
        viewer={viewer}
        onSelect={onSelect}
      />
    </MemoryRouter>,
  );
  return onSelect;
}

describe('the rate card of a place offered from the waiting list', () => {
  it('books it from the card, without the e-mail, and says nothing of a link', async () => {
    serve(speakerRates, [offered]);
    const onSelect = renderList(speakerRates, { kind: 'user' });
    const book = await screen.findByRole('button', { name: `Book this place: ${SUITE}` });
    expect(document.body.textContent).toContain('A place is held for you until 2 May 2027 at 11:30 WEST.');
    expect(document.body.textContent).not.toContain('use the link in your e-mail');
    expect(screen.getByText('Held for you')).toBeTruthy();
    const card = screen.getByRole('button', { name: new RegExp(`^${SUITE}`) });
    expect(card.hasAttribute('disabled')).toBe(false);
    fireEvent.click(book);
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
  });

  it('sends the e-mail again, then shows the limit the server answers', async () => {
    const fake = serve(speakerRates, [offered]);
    renderList(speakerRates, { kind: 'user' });
    const resend = await screen.findByRole('button', { name: `Send the e-mail again: ${SUITE}` });
    expect(resend.textContent).toBe('Send the e-mail again');
    fireEvent.click(resend);
    expect(await screen.findByText(/^Sent\. Use the link of this new e-mail/)).toBeTruthy();
    fireEvent.click(resend);
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.tooManyAttempts);
    expect(fake.count('POST', '/api/waiting-list/rate/3/offer/resend')).toBe(2);
  });
});

describe('member rates say before the click who can book them', () => {
  it('leads a visitor on to the member sign-in', async () => {
    serve(memberRates);
    const onSelect = renderList(memberRates, { kind: 'visitor' });
    const card = await screen.findByRole('button', { name: /^Single - Grand Hotel/ });
    expect(within(card).getByText('Needs a Book of Member sign-in')).toBeTruthy();
    fireEvent.click(card);
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('shows a signed-in user account the rate as not available to it, with the reason', async () => {
    serve(memberRates);
    const onSelect = renderList(memberRates, { kind: 'user' });
    const card = await screen.findByRole('button', { name: /^Single - Grand Hotel/ });
    expect(card.hasAttribute('disabled')).toBe(true);
    expect(
      within(card).getByText(/^Not available to you: member rates need a Book of Member sign-in/),
    ).toBeTruthy();
    fireEvent.click(card);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('opens them to a member of the book', async () => {
    serve(memberRates);
    renderList(memberRates, { kind: 'member', sectionId: null });
    const card = await screen.findByRole('button', { name: /^Single - Grand Hotel/ });
    expect(card.hasAttribute('disabled')).toBe(false);
    expect(within(card).queryByText('Needs a Book of Member sign-in')).toBeNull();
  });
});

import type { RateViewer } from '@congress/domain/rate-notes';
import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { rateOf } from '../../../test/booking-fixtures.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { RateCard } from './rate-card.tsx';

const guestType = { id: 2, slug: 'guest', label: 'guest', isMember: false };

function renderCard(viewer: RateViewer, rate = rateOf({ id: 7, firstParticipantType: guestType })) {
  renderWithProviders(
    <MemoryRouter>
      <RateCard
        rate={rate}
        currency="EUR"
        isSelected={false}
        onSelect={vi.fn()}
        groupOffer={{ congressSlug: 'demo', viewer }}
      />
    </MemoryRouter>,
  );
  return screen.queryByRole('link', { name: 'Book for several people' });
}

describe('rate card: booking for several people (decisions 49)', () => {
  it('offers a signed-in user account the group booking of an open, available rate', () => {
    const link = renderCard({ kind: 'user' });
    expect(link?.getAttribute('href')).toBe('/demo/group/new?rate=7');
  });

  it('offers a visitor nothing new', () => {
    expect(renderCard({ kind: 'visitor' })).toBeNull();
  });

  it('offers no group booking of a rate of a member type', () => {
    expect(
      renderCard({ kind: 'user' }, rateOf({ firstParticipantType: { ...guestType, isMember: true } })),
    ).toBeNull();
  });

  it('offers no group booking to a member sign-in', () => {
    expect(renderCard({ kind: 'member', sectionId: null })).toBeNull();
  });

  it('offers no group booking on a room shared with a member', () => {
    const shared = rateOf({
      firstParticipantType: guestType,
      secondParticipantType: 'member',
      secondParticipantPriceCents: 60000,
    });
    expect(renderCard({ kind: 'user' }, shared)).toBeNull();
  });

  it('offers no group booking of a sold-out rate', () => {
    const full = rateOf({
      firstParticipantType: guestType,
      isSoldOut: true,
      isFull: true,
      isAvailable: false,
    });
    expect(renderCard({ kind: 'user' }, full)).toBeNull();
  });
});

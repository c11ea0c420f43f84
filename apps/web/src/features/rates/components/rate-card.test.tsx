import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { rateOf } from '../../../test/booking-fixtures.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { RateCard, rateCardState } from './rate-card.tsx';

const renderCard = (
  rate = rateOf(),
  onSelect = vi.fn(),
  extra: Partial<Parameters<typeof RateCard>[0]> = {},
) => {
  renderWithProviders(
    <RateCard rate={rate} currency="EUR" isSelected={false} onSelect={onSelect} {...extra} />,
  );
  return { onSelect, card: screen.getByRole('button', { name: new RegExp(rate.label) }) };
};

describe('rate cards (spec 2.2)', () => {
  it('chooses an available rate and shows its price without decimals', () => {
    const { card, onSelect } = renderCard();
    expect(card.textContent).toContain('€800');
    fireEvent.click(card);
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('disables a closed rate with the CLOSED badge', () => {
    const { card, onSelect } = renderCard(rateOf({ isClosed: true, isAvailable: false }));
    expect(card.textContent).toContain('CLOSED');
    expect((card as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(card);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('disables a sold-out rate with the SOLD OUT badge, and shows the section restriction', () => {
    const { card } = renderCard(
      rateOf({
        isSoldOut: true,
        isAvailable: false,
        options: { id: 1, name: 'France' },
        comment: 'Last rooms',
      }),
    );
    expect(card.textContent).toContain('SOLD OUT');
    expect(card.textContent).toContain('Only for members of the section France');
    expect((card as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows CLOSED rather than SOLD OUT when both hold', () => {
    expect(rateCardState({ isClosed: true, isSoldOut: true })).toBe('closed');
    expect(rateCardState({ isClosed: false, isSoldOut: true })).toBe('soldOut');
    expect(rateCardState({ isClosed: false, isSoldOut: false })).toBe('available');
  });

  it('shows both prices on a rate with an accompanying person', () => {
    const { card } = renderCard(
      rateOf({
        secondParticipantType: 'accompany',
        secondParticipantPriceCents: 41250,
        roomOption: 'twin/double',
      }),
    );
    expect(card.textContent).toContain('€800 + €412.50 (accompanying person)');
  });

  it('says when a CLOSED rate opens or closed', () => {
    const { card } = renderCard(rateOf({ isClosed: true, isAvailable: false }), vi.fn(), {
      closedNote: 'Opens on 5 June 2027',
    });
    expect(card.textContent).toContain('Opens on 5 June 2027');
  });

  it('disables a section rate for a viewer outside the section, with the reason', () => {
    const { card, onSelect } = renderCard(rateOf({ options: { id: 1, name: 'France' } }), vi.fn(), {
      isSectionBlocked: true,
    });
    expect((card as HTMLButtonElement).disabled).toBe(true);
    expect(card.textContent).toContain(
      'Not available to you: only for members of the section France signed in with their Book of Member credentials.',
    );
    fireEvent.click(card);
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('marks the current rate and says what a sharing participant pays', () => {
    const { card } = renderCard(
      rateOf({
        roomOption: 'twin/double',
        secondParticipantType: 'member',
        firstParticipantPriceCents: 60000,
        secondParticipantPriceCents: 60000,
      }),
      vi.fn(),
      { isCurrent: true },
    );
    expect(card.textContent).toContain('Your current rate');
    expect(card.textContent).toContain('You pay €600');
    expect(card.textContent).toContain('Your room-mate pays €600 through his or her own registration.');
  });
});

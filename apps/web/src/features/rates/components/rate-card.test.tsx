import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { rateOf } from '../../../test/booking-fixtures.ts';
import { RateCard, rateCardState } from './rate-card.tsx';

const renderCard = (rate = rateOf(), onSelect = vi.fn()) => {
  render(
    <MantineProvider>
      <RateCard rate={rate} currency="EUR" isSelected={false} onSelect={onSelect} />
    </MantineProvider>,
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
});

import type { TParticipation } from '@congress/domain/contracts/participations';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { participationOf, paymentOf, rateOf, registrationOf } from '../../../test/booking-fixtures.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { PendingChangeCard } from './pending-change-card.tsx';

/** A paid booking of €1,200 with a change held until 02:45 in Lisbon (winter: UTC+0). */
function paidWithChange(): TParticipation {
  const participation = participationOf({
    rate: rateOf(),
    registrations: [registrationOf(1)],
    priceCents: 120_000,
    payment: [paymentOf(1, 120_000)],
  });
  return {
    ...participation,
    pendingChange: {
      rate: participation.rate,
      roomOption: 'single',
      second: null,
      holdExpiresAt: '2026-11-27T02:45:00.000Z',
      statement: participation.statement,
      stay: null,
      extraNights: [],
      people: { main: {}, companion: null, sharing: null },
    } as unknown as TParticipation['pendingChange'],
  };
}

function renderCard() {
  const participation = paidWithChange();
  const change = participation.pendingChange;
  if (!change) throw new Error('no change');
  renderWithProviders(
    <PendingChangeCard participation={participation} change={change} timeZone="Europe/Lisbon" />,
  );
}

afterEach(() => {
  process.env.TZ = 'Europe/Lisbon';
});

/** Decisions 32: the hold is the change's; the paid booking in force does not expire. */
describe('the change being made', () => {
  it('says the paid booking stays as it is, and that the change is what is held, naming the zone', async () => {
    renderCard();
    const held = await screen.findByTestId('change-held-until');
    const card = held.closest('section') as HTMLElement;
    expect(card.textContent).toContain('Your booking in force (');
    expect(card.textContent).toContain(', paid) stays as it is, paid, until you complete the change below.');
    expect(card.textContent).not.toMatch(/Its place is held/);
    expect(held.textContent).toBe(
      'Your change is held until 27 November 2026 at 02:45 WET. If it is not completed by then, the change lapses and your booking stays as it is.',
    );
  });

  it('gives a reader in Tokyo their own time beside the congress time', async () => {
    process.env.TZ = 'Asia/Tokyo';
    renderCard();
    expect((await screen.findByTestId('change-held-until')).textContent).toContain(
      'until 27 November 2026 at 02:45 WET · 11:45 your time.',
    );
  });
});

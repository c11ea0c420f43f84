import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { participationOf, rateOf } from '../../../test/booking-fixtures.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { useSecondRemovalMessage } from './second-removal-message.ts';

function Message({ participation }: { participation: Parameters<typeof useSecondRemovalMessage>[0] }) {
  return <p data-testid="removal">{useSecondRemovalMessage(participation)}</p>;
}

const sharing = (isRegistered: boolean) =>
  participationOf({
    rate: rateOf({ roomOption: 'twin/double', secondParticipantType: 'member' }),
    accompanyingFirstName: 'Camille',
    accompanyingLastName: 'Dubois',
    accompanyingMemberNumber: 'M-1004',
    roomMate: { name: 'Camille Dubois', memberNumber: 'M-1004', isConfirmed: isRegistered, isRegistered },
  });

/** Decisions 12: a room-mate is a member with a booking of their own, not a companion of this one. */
describe('the confirmation before the second person goes', () => {
  it('names the room-mate who will stop sharing and says they will be told by e-mail', async () => {
    renderWithProviders(<Message participation={sharing(true)} />);
    const text = (await screen.findByTestId('removal')).textContent;
    expect(text).toBe(
      'Your room is shared with Camille Dubois. If you confirm, Camille Dubois will no longer share your room and will be told by e-mail.',
    );
    expect(text).not.toMatch(/companion|accompanying/i);
  });

  it('promises no e-mail to a room-mate who never registered', async () => {
    renderWithProviders(<Message participation={sharing(false)} />);
    const text = (await screen.findByTestId('removal')).textContent;
    expect(text).toContain('Your registration names Camille Dubois as your room-mate.');
    expect(text).not.toContain('e-mail');
  });

  it('keeps the companion wording for an accompanying person', async () => {
    renderWithProviders(<Message participation={participationOf()} />);
    expect((await screen.findByTestId('removal')).textContent).toContain('includes a companion');
  });

  it('is said in French', async () => {
    renderWithProviders(<Message participation={sharing(true)} />, { language: 'fr' });
    expect((await screen.findByTestId('removal')).textContent).toContain(
      'Votre chambre est partagée avec Camille Dubois.',
    );
  });
});

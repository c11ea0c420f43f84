import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render-app.tsx';
import type { TMyWaitingEntry } from '../../../api/waiting-lists.ts';
import { WaitingListControl } from './waiting-list-control.tsx';

// The dialog's code loads on demand: fetched once here, so that finding it does not race the import.
beforeAll(async () => {
  await import('../../../components/waiting-list/leave-dialog.tsx');
});

const entryOf = (fields: Partial<TMyWaitingEntry>): TMyWaitingEntry => ({
  id: 1,
  rateId: 9,
  activityId: null,
  registrationId: null,
  status: 'waiting',
  placeInLine: 2,
  offerExpiresAt: null,
  label: 'Speaker suite - Harbour Inn',
  participantSlug: 'guest-speakers',
  ...fields,
});

function renderControl(entry: TMyWaitingEntry, onLeave = vi.fn()) {
  renderWithProviders(
    <MemoryRouter>
      <WaitingListControl
        congressSlug="demo"
        rateId={9}
        rateLabel="Speaker suite - Harbour Inn"
        entry={entry}
        isSignedIn
        loginHref="/demo/login"
        timeZone="Europe/Lisbon"
        isBusy={false}
        onJoin={vi.fn()}
        onLeave={onLeave}
        onBook={vi.fn()}
      />
    </MemoryRouter>,
  );
  return onLeave;
}

const leave = () =>
  fireEvent.click(
    screen.getByRole('button', { name: 'Leave the waiting list for Speaker suite - Harbour Inn' }),
  );

describe('leaving a waiting list asks first', () => {
  it('names the held place an offer gives up, and leaves only once confirmed', async () => {
    const onLeave = renderControl(
      entryOf({ status: 'offered', placeInLine: null, offerExpiresAt: '2027-05-02T10:30:00.000Z' }),
    );
    leave();
    const dialog = await screen.findByRole('dialog', { name: 'Leave the waiting list?' });
    expect(dialog.textContent).toContain(
      'The place held for you until 2 May 2027 at 11:30 WEST goes to the next person in line.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay on the list' }));
    expect(onLeave).not.toHaveBeenCalled();

    leave();
    const again = await screen.findByRole('dialog', { name: 'Leave the waiting list?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Leave the waiting list' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('tells someone in line the place they lose', async () => {
    renderControl(entryOf({ placeInLine: 3 }));
    leave();
    const dialog = await screen.findByRole('dialog', { name: 'Leave the waiting list?' });
    expect(dialog.textContent).toContain('You lose your place in line (number 3).');
  });
});

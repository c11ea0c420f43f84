import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { RoomMateLine } from './room-mate-line.tsx';

describe('RoomMateLine (decisions 46)', () => {
  it('says a room-mate who booked naming the participant is confirmed', async () => {
    renderWithProviders(
      <RoomMateLine roomMate={{ name: 'Camille Dubois', memberNumber: 'M-1004', isConfirmed: true }} />,
    );
    expect((await screen.findByTestId('room-mate')).textContent).toBe(
      'Room-mate: Camille Dubois, confirmed: they booked naming you, and you share one room.',
    );
  });

  it('says what to do while the room-mate has not booked', async () => {
    renderWithProviders(
      <RoomMateLine roomMate={{ name: 'Rui Costa', memberNumber: 'M-1099', isConfirmed: false }} />,
    );
    expect((await screen.findByTestId('room-mate')).textContent).toContain(
      'Room-mate: Rui Costa (member M-1099), not confirmed yet',
    );
  });

  it('says a registered room-mate who no longer names the participant does not share the room', async () => {
    renderWithProviders(
      <RoomMateLine
        roomMate={{ name: 'Ana Martin', memberNumber: 'M-1003', isConfirmed: false, isRegistered: true }}
      />,
    );
    const line = (await screen.findByTestId('room-mate')).textContent;
    expect(line).toContain(
      'Room-mate: Ana Martin (member M-1003) is registered but does not share a room with you',
    );
    expect(line).not.toContain('confirmed');
    expect(line).not.toContain('Ask them to register');
  });

  it('says nothing without a room-mate', () => {
    renderWithProviders(<RoomMateLine roomMate={null} />);
    expect(screen.queryByTestId('room-mate')).toBeNull();
  });
});

import type { TParticipation } from '@congress/domain/contracts/participations';
import { Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';

/**
 * Whether the room-mate named has booked naming this participant back (decisions 46): confirmed,
 * the two share one room; registered without naming back, they do not share (or left the room);
 * not registered, the hotel's list shows the room-mate as awaited.
 */
export function RoomMateLine({ roomMate }: { roomMate: TParticipation['roomMate'] }) {
  if (!roomMate) return null;
  const name = <strong>{roomMate.name}</strong>;
  return (
    <Text size="sm" data-testid="room-mate">
      {roomMate.isConfirmed ? (
        <FormattedMessage
          id="dashboard.home.roomMateConfirmed"
          defaultMessage="Room-mate: {name}, confirmed: they booked naming you, and you share one room."
          values={{ name }}
        />
      ) : roomMate.isRegistered ? (
        <FormattedMessage
          id="dashboard.home.roomMateNotSharing"
          defaultMessage="Room-mate: {name} (member {number}) is registered but does not share a room with you: their booking does not name you (they may have left the room). Change your registration to share with someone else or to take a room of your own."
          values={{ name, number: roomMate.memberNumber }}
        />
      ) : (
        <FormattedMessage
          id="dashboard.home.roomMateAwaited"
          defaultMessage="Room-mate: {name} (member {number}), not confirmed yet: they have not booked naming you. Ask them to register and name you as their room-mate."
          values={{ name, number: roomMate.memberNumber }}
        />
      )}
    </Text>
  );
}

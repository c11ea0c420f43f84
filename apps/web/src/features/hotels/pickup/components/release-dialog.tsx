import type { TRoomPickup } from '@congress/domain/contracts/room-pickup';
import { formatDate } from '@congress/domain/dates';
import { ROOM_OPTION_LABELS } from '@congress/domain/enum-labels';
import type { IsoDay, RoomType } from '@congress/domain/stays';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { errorMessage } from '../../../../lib/api-error.ts';
import { notifySuccess } from '../../../../lib/notify.ts';
import { useReleaseUnsoldRooms } from '../api/release-unsold-rooms.ts';
import { m } from '../messages.ts';

type ReleaseDialogProps = {
  pickup: TRoomPickup;
  /** The choice to release; null while closed. */
  choice: { nights: IsoDay[]; roomTypes: RoomType[]; rooms: number } | null;
  onClose: () => void;
  onReleased: () => void;
};

/** Says how many rooms go back to the hotel before the call; the call's error stays in the dialog. */
export function ReleaseDialog({ pickup, choice, onClose, onReleased }: ReleaseDialogProps) {
  const intl = useIntl();
  const release = useReleaseUnsoldRooms(pickup.hotelId);
  const close = () => {
    release.reset();
    onClose();
  };
  const onConfirm = () => {
    if (!choice) return;
    release.mutate(
      { roomTypes: choice.roomTypes, nights: choice.nights },
      {
        onSuccess: (result) => {
          notifySuccess(intl.formatMessage(m.released, { rooms: result.released, hotel: pickup.hotelName }));
          release.reset();
          onReleased();
        },
      },
    );
  };
  const list = (items: string[]) => intl.formatList(items, { type: 'conjunction' });
  return (
    <Modal opened={choice !== null} onClose={close} title={intl.formatMessage(m.releaseTitle)} centered>
      {choice && (
        <Stack gap="md">
          <Text fw={500}>
            {intl.formatMessage(m.confirmQuestion, { rooms: choice.rooms, hotel: pickup.hotelName })}
          </Text>
          <Text size="sm" c="gray.8">
            {intl.formatMessage(m.confirmNights, {
              nights: list(choice.nights.map((night) => formatDate(night))),
              types: list(choice.roomTypes.map((type) => intl.formatMessage(ROOM_OPTION_LABELS[type]))),
            })}
          </Text>
          <FormMessage message={release.error ? errorMessage(release.error) : null} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {intl.formatMessage(m.cancel)}
            </Button>
            <Button color="red.8" loading={release.isPending} onClick={onConfirm}>
              {intl.formatMessage(m.confirmButton, { rooms: choice.rooms })}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

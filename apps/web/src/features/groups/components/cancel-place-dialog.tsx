import type { TGroupPlace } from '@congress/domain/contracts/groups';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCancelGroupPlace } from '../../../api/groups.ts';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { defineMessages } from '../../../lib/i18n/messages.ts';

const m = defineMessages({
  title: { id: 'groups.cancel.title', defaultMessage: 'Cancel place {place}?' },
  body: {
    id: 'groups.cancel.body',
    defaultMessage:
      'The place goes back on sale and the group gets smaller. The congress cancellation policy applies to what was paid.',
  },
  keep: { id: 'groups.cancel.keep', defaultMessage: 'Keep the place' },
  confirm: { id: 'groups.cancel.confirm', defaultMessage: 'Cancel this place' },
});

type CancelPlaceDialogProps = {
  groupId: number;
  place: TGroupPlace;
  onCancelled: () => void;
  onClose: () => void;
};

/** Cancelling a place nobody is named on gives it up: the payer says so first. */
export function CancelPlaceDialog({ groupId, place, onCancelled, onClose }: CancelPlaceDialogProps) {
  const text = useIntl().formatMessage;
  const cancel = useCancelGroupPlace(groupId);
  const [error, setError] = useState<string | null>(null);
  return (
    <Modal opened onClose={onClose} title={text(m.title, { place: place.place })} size="lg" centered>
      <Stack gap="md">
        <Text>{text(m.body)}</Text>
        <FormMessage message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            {text(m.keep)}
          </Button>
          <Button
            color="red.8"
            loading={cancel.isPending}
            onClick={() =>
              cancel.mutate(place.participationId, {
                onSuccess: onCancelled,
                onError: (failure) => setError(failure.message),
              })
            }
          >
            {text(m.confirm)}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

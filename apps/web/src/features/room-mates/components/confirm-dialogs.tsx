import type { TRoomMateRequest } from '@congress/domain/contracts/room-mates';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { FormMessage } from '../../../components/ui/form-message.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { usePairRoomMates, useReleaseRoomMate } from '../api/room-mates.ts';
import { m } from '../messages.ts';
import { personName } from './request-row.tsx';

type ConfirmProps = {
  title: string;
  question: string;
  confirm: string;
  isPending: boolean;
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
};

/** A confirm dialog whose call's error (a 409's message) stays in it. */
function Confirm({ title, question, confirm, isPending, error, onConfirm, onClose }: ConfirmProps) {
  const intl = useIntl();
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack gap="md">
        <Text>{question}</Text>
        <FormMessage message={error ? errorMessage(error) : null} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {intl.formatMessage(m.cancel)}
          </Button>
          <Button loading={isPending} onClick={onConfirm}>
            {confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function PairDialog({
  slug,
  pair,
  onClose,
}: {
  slug: string;
  pair: [TRoomMateRequest, TRoomMateRequest];
  onClose: () => void;
}) {
  const intl = useIntl();
  const write = usePairRoomMates(slug);
  const [first, second] = pair;
  const names = { first: personName(first), second: personName(second) };
  const side = (r: TRoomMateRequest) => ({ participationId: r.participationId, version: r.version });
  return (
    <Confirm
      title={intl.formatMessage(m.pairTitle)}
      question={intl.formatMessage(m.pairQuestion, { ...names, hotel: first.hotel.name })}
      confirm={intl.formatMessage(m.pairConfirm)}
      isPending={write.isPending}
      error={write.error}
      onClose={onClose}
      onConfirm={() =>
        write.mutate(
          { first: side(first), second: side(second) },
          {
            onSuccess: () => {
              notifySuccess(intl.formatMessage(m.paired, names));
              onClose();
            },
          },
        )
      }
    />
  );
}

export function ReleaseDialog({
  slug,
  request,
  onClose,
}: {
  slug: string;
  request: TRoomMateRequest;
  onClose: () => void;
}) {
  const intl = useIntl();
  const write = useReleaseRoomMate(slug);
  const name = personName(request);
  return (
    <Confirm
      title={intl.formatMessage(m.releaseTitle)}
      question={intl.formatMessage(m.releaseQuestion, { name })}
      confirm={intl.formatMessage(m.releaseConfirm)}
      isPending={write.isPending}
      error={write.error}
      onClose={onClose}
      onConfirm={() =>
        write.mutate(
          { id: request.participationId, version: request.version },
          {
            onSuccess: () => {
              notifySuccess(intl.formatMessage(m.released, { name }));
              onClose();
            },
          },
        )
      }
    />
  );
}

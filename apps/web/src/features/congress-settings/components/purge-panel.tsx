import { PURGE_MESSAGES, type TCongressSettings } from '@congress/domain/contracts/congress-settings';
import { Alert, Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { notifySuccess } from '../../../lib/notify.ts';
import { usePurgePersonalData } from '../api/purge-personal-data.ts';

const formatDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' }).format(new Date(iso));

/** Purge of a finished congress's personal data (decisions 30), behind a typed confirmation. */
export function PurgePanel({ settings }: { settings: TCongressSettings }) {
  const [opened, dialog] = useDisclosure(false);
  const [typed, setTyped] = useState('');
  const purge = usePurgePersonalData(settings.slug);
  const today = new Date().toISOString().slice(0, 10);
  const isFinished = settings.endsOn !== null && settings.endsOn < today;
  const close = () => {
    setTyped('');
    dialog.close();
  };
  const onPurge = () =>
    purge.mutate(
      { id: settings.id, confirmation: typed },
      {
        onSuccess: (result) => {
          notifySuccess(
            `${PURGE_MESSAGES.done}: ${result.participants} participants, ${result.registrations} registrations`,
          );
          close();
        },
      },
    );

  return (
    <Stack gap="sm" component="section" aria-labelledby="purge-title">
      <Title order={2} size="h3" id="purge-title">
        Personal data
      </Title>
      <Text size="sm" c="gray.8">
        Once the congress is over, purge the participants' personal data: passports, medical information,
        contact details, addresses and travel details. Invoices, payment amounts, dates and numbers and the
        names on invoices are kept for accounting.
      </Text>
      {settings.personalDataPurgedAt && (
        <Alert color="gray">Personal data purged on {formatDate(settings.personalDataPurgedAt)}.</Alert>
      )}
      {!isFinished && <Text size="sm">{PURGE_MESSAGES.notFinished}.</Text>}
      <Group>
        <Button color="red.9" onClick={dialog.open} disabled={!isFinished}>
          Purge personal data
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title="Purge personal data" centered>
        <Stack gap="md">
          <Text>
            This cannot be undone. To confirm, type the congress slug <strong>{settings.slug}</strong>.
          </Text>
          <TextInput
            label="Congress slug"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              color="red.9"
              onClick={onPurge}
              disabled={typed !== settings.slug}
              loading={purge.isPending}
            >
              Purge
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

import { PURGE_MESSAGES, type TCongressSettings } from '@congress/domain/contracts/congress-settings';
import { Alert, Button, Group, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { formatDate } from '@congress/domain/dates';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useText } from '../../../lib/i18n/use-text.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { usePurgePersonalData } from '../api/purge-personal-data.ts';
import { m } from '../messages.ts';

/** Purge of a finished congress's personal data (decisions 30), behind a typed confirmation. */
export function PurgePanel({ settings }: { settings: TCongressSettings }) {
  const intl = useIntl();
  const t = useText();
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
            intl.formatMessage(m.purgeDone, {
              participants: result.participants,
              registrations: result.registrations,
            }),
          );
          close();
        },
      },
    );

  return (
    <Stack gap="sm" component="section" aria-labelledby="purge-title">
      <Title order={2} size="h3" id="purge-title">
        {intl.formatMessage(m.purgeTitle)}
      </Title>
      <Text size="sm" c="gray.8">
        {intl.formatMessage(m.purgeHelp)}
      </Text>
      {settings.personalDataPurgedAt && (
        <Alert color="gray">
          {intl.formatMessage(m.purgedOn, { date: formatDate(settings.personalDataPurgedAt) })}
        </Alert>
      )}
      {!isFinished && <Text size="sm">{t(PURGE_MESSAGES.notFinished)}.</Text>}
      <Group>
        <Button color="red.9" onClick={dialog.open} disabled={!isFinished}>
          {intl.formatMessage(m.purgeButton)}
        </Button>
      </Group>
      <Modal opened={opened} onClose={close} title={intl.formatMessage(m.purgeButton)} centered>
        <Stack gap="md">
          <Text>
            <FormattedMessage
              {...m.purgeConfirm}
              values={{ slug: settings.slug, b: (chunks) => <strong>{chunks}</strong> }}
            />
          </Text>
          <TextInput
            label={intl.formatMessage(m.purgeSlug)}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {intl.formatMessage(m.cancel)}
            </Button>
            <Button
              color="red.9"
              onClick={onPurge}
              disabled={typed !== settings.slug}
              loading={purge.isPending}
            >
              {intl.formatMessage(m.purge)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

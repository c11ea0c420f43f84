import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../lib/i18n/messages.ts';
import { useAdminWaitingList, useWaitingAction, type WaitingLine } from '../../api/waiting-lists-admin.ts';
import { useZonedTime } from '../../lib/i18n/use-zoned-time.ts';

const m = defineMessages({
  title: { id: 'waitingList.panel.title', defaultMessage: 'Waiting list: {label}' },
  close: { id: 'waitingList.panel.close', defaultMessage: 'Close the waiting list' },
  taken: {
    id: 'waitingList.panel.taken',
    defaultMessage: '{places} / {quota} places taken (live offers included).',
  },
  full: {
    id: 'waitingList.panel.full',
    defaultMessage: 'No place is free: a place offered by hand goes beyond the quota.',
  },
  loadFailed: { id: 'waitingList.panel.loadFailed', defaultMessage: 'The waiting list could not be loaded' },
  nobody: { id: 'waitingList.panel.nobody', defaultMessage: 'Nobody is waiting for this rate.' },
  tableLabel: { id: 'waitingList.panel.tableLabel', defaultMessage: 'Waiting list of {label}' },
  person: { id: 'waitingList.panel.person', defaultMessage: 'Person' },
  status: { id: 'waitingList.panel.status', defaultMessage: 'Status' },
  actions: { id: 'waitingList.panel.actions', defaultMessage: 'Actions' },
  forPerson: { id: 'waitingList.panel.forPerson', defaultMessage: 'For {name}' },
  offeredUntil: { id: 'waitingList.panel.offeredUntil', defaultMessage: 'Offered until {until}' },
  waiting: { id: 'waitingList.panel.waiting', defaultMessage: 'Waiting' },
  moveUp: { id: 'waitingList.panel.moveUp', defaultMessage: 'Move {name} up' },
  moveDown: { id: 'waitingList.panel.moveDown', defaultMessage: 'Move {name} down' },
  offerBeyond: { id: 'waitingList.panel.offerBeyond', defaultMessage: 'Offer a place beyond the quota' },
  offer: { id: 'waitingList.panel.offer', defaultMessage: 'Offer a place' },
  removeFrom: { id: 'waitingList.panel.removeFrom', defaultMessage: 'Remove {name} from the waiting list' },
  remove: { id: 'waitingList.panel.remove', defaultMessage: 'Remove' },
});

type WaitingListPanelProps = { line: WaitingLine; label: string; timeZone: string; onClose: () => void };

/**
 * A rate's or an activity's waiting list: the line in order, moved with up/down buttons,
 * removed, offered by hand (beyond the quota when no place is free, said so).
 */
export function WaitingListPanel({ line, label: rateLabel, timeZone, onClose }: WaitingListPanelProps) {
  const text = useIntl().formatMessage;
  const zoned = useZonedTime();
  const list = useAdminWaitingList(line);
  const action = useWaitingAction(line);
  const isFull = list.data ? list.data.places >= list.data.quota : false;
  const busy = (entryId: number) => action.isPending && action.variables?.entryId === entryId;
  return (
    <Card withBorder component="section" aria-labelledby="waiting-list-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="waiting-list-title">
            {text(m.title, { label: rateLabel })}
          </Title>
          <Button variant="subtle" onClick={onClose}>
            {text(m.close)}
          </Button>
        </Group>
        {list.data && (
          <Text size="sm">
            {text(m.taken, { places: list.data.places, quota: list.data.quota })}
            {isFull && ` ${text(m.full)}`}
          </Text>
        )}
        {list.isError && (
          <Alert color="red" role="alert" title={text(m.loadFailed)}>
            {list.error.message}
          </Alert>
        )}
        {list.data?.entries.length === 0 && <Text c="gray.8">{text(m.nobody)}</Text>}
        {list.data && list.data.entries.length > 0 && (
          <Table.ScrollContainer minWidth={640}>
            <Table aria-label={text(m.tableLabel, { label: rateLabel })}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>#</Table.Th>
                  <Table.Th>{text(m.person)}</Table.Th>
                  <Table.Th>{text(m.status)}</Table.Th>
                  <Table.Th>{text(m.actions)}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.entries.map((entry, index, all) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>{index + 1}</Table.Td>
                    <Table.Td>
                      <Text fw={600}>{entry.name}</Text>
                      {entry.personName && (
                        <Text size="sm">{text(m.forPerson, { name: entry.personName })}</Text>
                      )}
                      {entry.email !== entry.name && (
                        <Text size="sm" c="gray.8">
                          {entry.email}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {entry.status === 'offered' && entry.offerExpiresAt ? (
                        <Badge color="teal.9">
                          {text(m.offeredUntil, { until: zoned.dateTime(entry.offerExpiresAt, timeZone) })}
                        </Badge>
                      ) : (
                        <Badge color="gray.8">{text(m.waiting)}</Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="compact-sm"
                          variant="default"
                          disabled={index === 0 || busy(entry.id)}
                          aria-label={text(m.moveUp, { name: entry.name })}
                          onClick={() => action.mutate({ entryId: entry.id, kind: 'up' })}
                        >
                          <IconArrowUp size={16} aria-hidden />
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="default"
                          disabled={index === all.length - 1 || busy(entry.id)}
                          aria-label={text(m.moveDown, { name: entry.name })}
                          onClick={() => action.mutate({ entryId: entry.id, kind: 'down' })}
                        >
                          <IconArrowDown size={16} aria-hidden />
                        </Button>
                        {entry.status === 'waiting' && (
                          <Button
                            size="compact-sm"
                            disabled={busy(entry.id)}
                            onClick={() => action.mutate({ entryId: entry.id, kind: 'offer' })}
                          >
                            {text(isFull ? m.offerBeyond : m.offer)}
                          </Button>
                        )}
                        <Button
                          size="compact-sm"
                          variant="default"
                          disabled={busy(entry.id)}
                          aria-label={text(m.removeFrom, { name: entry.name })}
                          onClick={() => action.mutate({ entryId: entry.id, kind: 'remove' })}
                        >
                          {text(m.remove)}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}

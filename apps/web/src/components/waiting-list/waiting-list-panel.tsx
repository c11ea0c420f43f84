import { formatDateTime } from '@congress/domain/dates';
import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useAdminWaitingList, useWaitingAction, type WaitingLine } from '../../api/waiting-lists-admin.ts';

type WaitingListPanelProps = { line: WaitingLine; label: string; timeZone: string; onClose: () => void };

/**
 * A rate's or an activity's waiting list (issue 15): the line in order, moved with up/down buttons,
 * removed, offered by hand (beyond the quota when no place is free, said so).
 */
export function WaitingListPanel({ line, label: rateLabel, timeZone, onClose }: WaitingListPanelProps) {
  const list = useAdminWaitingList(line);
  const action = useWaitingAction(line);
  const isFull = list.data ? list.data.places >= list.data.quota : false;
  const busy = (entryId: number) => action.isPending && action.variables?.entryId === entryId;
  return (
    <Card withBorder component="section" aria-labelledby="waiting-list-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="waiting-list-title">
            Waiting list: {rateLabel}
          </Title>
          <Button variant="subtle" onClick={onClose}>
            Close the waiting list
          </Button>
        </Group>
        {list.data && (
          <Text size="sm">
            {list.data.places} / {list.data.quota} places taken (live offers included).
            {isFull && ' No place is free: a place offered by hand goes beyond the quota.'}
          </Text>
        )}
        {list.isError && (
          <Alert color="red" role="alert" title="The waiting list could not be loaded">
            {list.error.message}
          </Alert>
        )}
        {list.data?.entries.length === 0 && <Text c="gray.8">Nobody is waiting for this rate.</Text>}
        {list.data && list.data.entries.length > 0 && (
          <Table.ScrollContainer minWidth={640}>
            <Table aria-label={`Waiting list of ${rateLabel}`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>#</Table.Th>
                  <Table.Th>Person</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.data.entries.map((entry, index, all) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>{index + 1}</Table.Td>
                    <Table.Td>
                      <Text fw={600}>{entry.name}</Text>
                      {entry.personName && <Text size="sm">For {entry.personName}</Text>}
                      {entry.email !== entry.name && (
                        <Text size="sm" c="gray.8">
                          {entry.email}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {entry.status === 'offered' && entry.offerExpiresAt ? (
                        <Badge color="teal.9">
                          Offered until {formatDateTime(entry.offerExpiresAt, timeZone)}
                        </Badge>
                      ) : (
                        <Badge color="gray.8">Waiting</Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="compact-sm"
                          variant="default"
                          disabled={index === 0 || busy(entry.id)}
                          aria-label={`Move ${entry.name} up`}
                          onClick={() => action.mutate({ entryId: entry.id, kind: 'up' })}
                        >
                          <IconArrowUp size={16} aria-hidden />
                        </Button>
                        <Button
                          size="compact-sm"
                          variant="default"
                          disabled={index === all.length - 1 || busy(entry.id)}
                          aria-label={`Move ${entry.name} down`}
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
                            {isFull ? 'Offer a place beyond the quota' : 'Offer a place'}
                          </Button>
                        )}
                        <Button
                          size="compact-sm"
                          variant="default"
                          disabled={busy(entry.id)}
                          aria-label={`Remove ${entry.name} from the waiting list`}
                          onClick={() => action.mutate({ entryId: entry.id, kind: 'remove' })}
                        >
                          Remove
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

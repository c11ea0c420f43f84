import type { TRate } from '@congress/domain/contracts/rates';
import { capitalise } from '@congress/domain/enums';
import { formatMoney } from '@congress/domain/money';
import { ActionIcon, Button, Group, Switch, Table, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';

type RatesTableProps = {
  rates: TRate[];
  currency: string;
  onEdit: (rate: TRate) => void;
  onToggle: (rate: TRate) => void;
  togglingId: number | null;
  /** Opens the rate's waiting list (issue 15). */
  onWaitingList?: (rate: TRate) => void;
};

/** Spec 2.2: Hotel, Room Option, Participant Type (first / second), Early Bird, Price, Open, Edit. */
export function RatesTable({
  rates,
  currency,
  onEdit,
  onToggle,
  togglingId,
  onWaitingList,
}: RatesTableProps) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover aria-label="Rates">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Hotel</Table.Th>
            <Table.Th>Room Option</Table.Th>
            <Table.Th>Participant Type</Table.Th>
            <Table.Th>Early Bird</Table.Th>
            <Table.Th>Price</Table.Th>
            <Table.Th>Open</Table.Th>
            <Table.Th>Edit</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rates.map((rate) => (
            <Table.Tr key={rate.id}>
              <Table.Td>
                <Text fw={600}>{rate.hotel.name}</Text>
                <Text size="sm" c="gray.8">
                  {rate.label} · {rate.places} / {rate.quota} places
                </Text>
              </Table.Td>
              <Table.Td>{capitalise(rate.roomOption)}</Table.Td>
              <Table.Td>
                {rate.firstParticipantType.label}
                {rate.secondParticipantType ? ` / ${capitalise(rate.secondParticipantType)}` : ''}
              </Table.Td>
              <Table.Td>{rate.isEarlyBird ? 'Yes' : 'No'}</Table.Td>
              <Table.Td>
                {formatMoney(rate.firstParticipantPriceCents, currency)}
                {rate.secondParticipantPriceCents !== null
                  ? ` / ${formatMoney(rate.secondParticipantPriceCents, currency)}`
                  : ''}
              </Table.Td>
              <Table.Td>
                <Switch
                  checked={rate.isOpened}
                  disabled={togglingId === rate.id}
                  onChange={() => onToggle(rate)}
                  aria-label={`Open ${rate.label}`}
                />
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon variant="subtle" aria-label={`Edit ${rate.label}`} onClick={() => onEdit(rate)}>
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                  {onWaitingList && (
                    <Button
                      size="compact-sm"
                      variant="default"
                      aria-label={`Waiting list of ${rate.label}`}
                      onClick={() => onWaitingList(rate)}
                    >
                      Waiting list
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

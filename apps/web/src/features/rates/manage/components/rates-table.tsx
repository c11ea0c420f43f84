import type { TRate } from '@congress/domain/contracts/rates';
import {
  labelOf,
  RATE_ROOM_OPTION_LABELS,
  SECOND_PARTICIPANT_TYPE_LABELS,
} from '@congress/domain/enum-labels';
import { formatMoney } from '@congress/domain/money';
import { ActionIcon, Button, Group, Switch, Table, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { type IntlShape, useIntl } from 'react-intl';
import { m } from '../messages.ts';

type RatesTableProps = {
  rates: TRate[];
  currency: string;
  onEdit: (rate: TRate) => void;
  onToggle: (rate: TRate) => void;
  togglingId: number | null;
  /** Opens the rate's waiting list. */
  onWaitingList?: (rate: TRate) => void;
};

/** Stored room options and second types, as the table names them (their English is the spec's). */
const roomOptionName = (intl: IntlShape, value: string) => labelOf(intl, RATE_ROOM_OPTION_LABELS, value);
const secondTypeName = (intl: IntlShape, value: string) =>
  labelOf(intl, SECOND_PARTICIPANT_TYPE_LABELS, value);

/** Spec 2.2: Hotel, Room Option, Participant Type (first / second), Early Bird, Price, Open, Edit. */
export function RatesTable({
  rates,
  currency,
  onEdit,
  onToggle,
  togglingId,
  onWaitingList,
}: RatesTableProps) {
  const intl = useIntl();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover aria-label={intl.formatMessage(m.table)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{intl.formatMessage(m.hotel)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.roomOption)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.participantType)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.earlyBird)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.price)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.open)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.edit)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rates.map((rate) => (
            <Table.Tr key={rate.id}>
              <Table.Td>
                <Text fw={600}>{rate.hotel.name}</Text>
                <Text size="sm" c="gray.8">
                  {intl.formatMessage(m.places, {
                    label: rate.label,
                    places: intl.formatNumber(rate.places),
                    quota: intl.formatNumber(rate.quota),
                  })}
                </Text>
              </Table.Td>
              <Table.Td>{roomOptionName(intl, rate.roomOption)}</Table.Td>
              <Table.Td>
                {rate.firstParticipantType.label}
                {rate.secondParticipantType ? ` / ${secondTypeName(intl, rate.secondParticipantType)}` : ''}
              </Table.Td>
              <Table.Td>{intl.formatMessage(rate.isEarlyBird ? m.yes : m.no)}</Table.Td>
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
                  aria-label={intl.formatMessage(m.openRate, { label: rate.label })}
                />
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={intl.formatMessage(m.editRate, { label: rate.label })}
                    onClick={() => onEdit(rate)}
                  >
                    <IconPencil size={18} aria-hidden />
                  </ActionIcon>
                  {onWaitingList && (
                    <Button
                      size="compact-sm"
                      variant="default"
                      aria-label={intl.formatMessage(m.waitingListOf, { label: rate.label })}
                      onClick={() => onWaitingList(rate)}
                    >
                      {intl.formatMessage(m.waitingList)}
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

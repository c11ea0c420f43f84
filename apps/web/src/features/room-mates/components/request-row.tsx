import type { RoomMateReason, TRoomMateRequest } from '@congress/domain/contracts/room-mates';
import { formatDate } from '@congress/domain/dates';
import { ROOM_OPTION_LABELS } from '@congress/domain/enum-labels';
import { Anchor, Badge, Button, Group, Select, Stack, Table, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { m } from '../messages.ts';

const REASON_COLOURS: Record<RoomMateReason, string> = {
  notRegistered: 'gray',
  namesSomeoneElse: 'orange',
  otherRoom: 'blue',
};

export const personName = (request: TRoomMateRequest) =>
  `${request.person.firstName} ${request.person.lastName}`.trim();

type RequestRowProps = {
  slug: string;
  request: TRoomMateRequest;
  /** The other waiting requests at the same hotel and room type; null for visualisation (no actions). */
  partners: TRoomMateRequest[] | null;
  onPair: (partner: TRoomMateRequest) => void;
  onRelease: () => void;
};

/** One waiting request: who, where, when, whom they named, why it waits (in words), and the actions. */
export function RequestRow({ slug, request, partners, onPair, onRelease }: RequestRowProps) {
  const intl = useIntl();
  const name = personName(request);
  return (
    <Table.Tr data-testid="room-mate-request">
      <Table.Td>
        <Stack gap={0}>
          {partners ? (
            <Anchor component={Link} to={paths.manageRegistration.getHref(slug, request.participationId)}>
              {name}
            </Anchor>
          ) : (
            <Text size="sm">{name}</Text>
          )}
          {request.person.memberNumber && (
            <Text size="xs" c="gray.8">
              {intl.formatMessage(m.memberNumber, { number: request.person.memberNumber })}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        {request.hotel.name} / {intl.formatMessage(ROOM_OPTION_LABELS[request.roomType])}
      </Table.Td>
      <Table.Td>
        {request.stay
          ? intl.formatMessage(m.stayDates, {
              checkIn: formatDate(request.stay.checkIn),
              checkOut: formatDate(request.stay.checkOut),
            })
          : intl.formatMessage(m.noStay)}
      </Table.Td>
      <Table.Td>
        <Stack gap={0}>
          <Text size="sm">{request.roomMate.name}</Text>
          <Text size="xs" c="gray.8">
            {intl.formatMessage(m.memberNumber, { number: request.roomMate.memberNumber })}
          </Text>
        </Stack>
      </Table.Td>
      <Table.Td>
        <Badge variant="light" color={REASON_COLOURS[request.reason]} tt="none">
          {intl.formatMessage(m[request.reason])}
        </Badge>
      </Table.Td>
      {partners && (
        <Table.Td>
          <Group gap="xs" wrap="nowrap">
            <Select
              aria-label={intl.formatMessage(m.pairWithLabel, { name })}
              placeholder={intl.formatMessage(m.pairWith)}
              data={partners.map((p) => ({ value: String(p.participationId), label: personName(p) }))}
              value={null}
              onChange={(value) => {
                const partner = partners.find((p) => String(p.participationId) === value);
                if (partner) onPair(partner);
              }}
              disabled={partners.length === 0}
              title={partners.length === 0 ? intl.formatMessage(m.noPartner) : undefined}
              size="xs"
              w={180}
              comboboxProps={{ withinPortal: true }}
            />
            <Button size="xs" variant="default" onClick={onRelease}>
              {intl.formatMessage(m.release)}
            </Button>
          </Group>
        </Table.Td>
      )}
    </Table.Tr>
  );
}

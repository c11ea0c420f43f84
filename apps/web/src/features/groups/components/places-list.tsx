import type { TGroup, TGroupPlace } from '@congress/domain/contracts/groups';
import { formatMoney } from '@congress/domain/money';
import { Button, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { usePaymentStateLabel, useRegistrationStatusLabel } from '../../../components/money/labels.ts';
import { defineMessages } from '../../../lib/i18n/messages.ts';
import { useZonedTime } from '../../../lib/i18n/use-zoned-time.ts';
import { PlaceDocuments } from './place-documents.tsx';

const m = defineMessages({
  caption: { id: 'groups.places.caption', defaultMessage: 'The places of the group' },
  place: { id: 'groups.places.place', defaultMessage: 'Place' },
  placeNumber: { id: 'groups.places.placeNumber', defaultMessage: 'Place {place}' },
  person: { id: 'groups.places.person', defaultMessage: 'Person' },
  registration: { id: 'groups.places.registration', defaultMessage: 'Registration' },
  payment: { id: 'groups.places.payment', defaultMessage: 'Payment' },
  price: { id: 'groups.places.price', defaultMessage: 'Price' },
  actions: { id: 'groups.places.actions', defaultMessage: 'Actions' },
  documents: { id: 'groups.places.documents', defaultMessage: 'Documents' },
  heldUntil: { id: 'groups.places.heldUntil', defaultMessage: 'Held until {time}' },
  notNamed: { id: 'groups.places.notNamed', defaultMessage: 'Not named yet' },
  unpaid: { id: 'groups.places.unpaid', defaultMessage: 'Not paid' },
  states: { id: 'groups.places.states', defaultMessage: 'Registration: {status} · Payment: {payment}' },
  name: { id: 'groups.places.name', defaultMessage: 'Name this place' },
  change: { id: 'groups.places.change', defaultMessage: 'Change' },
  cancel: { id: 'groups.places.cancel', defaultMessage: 'Cancel this place' },
});

type PlacesListProps = {
  group: TGroup;
  onName: (place: TGroupPlace) => void;
  onCancel: (place: TGroupPlace) => void;
};

/** The group's places: a table on a wide screen, one card a place on a phone. */
export function PlacesList({ group, onName, onCancel }: PlacesListProps) {
  const text = useIntl().formatMessage;
  const statusLabel = useRegistrationStatusLabel();
  const paymentLabel = usePaymentStateLabel();
  const zoned = useZonedTime();
  const cells = (place: TGroupPlace) => ({
    person: place.person ? (
      <>
        <Text size="sm" fw={600}>{`${place.person.firstName} ${place.person.lastName}`}</Text>
        {place.person.email && (
          <Text size="xs" c="gray.8" style={{ overflowWrap: 'anywhere' }}>
            {place.person.email}
          </Text>
        )}
      </>
    ) : (
      <>
        <Text size="sm" c="gray.8" fs="italic">
          {text(m.notNamed)}
        </Text>
        {place.holdExpiresAt && (
          <Text size="xs" c="gray.8">
            {text(m.heldUntil, { time: zoned.dateTime(place.holdExpiresAt, group.timeZone) })}
          </Text>
        )}
      </>
    ),
    status: statusLabel(place.registrationStatus),
    payment: place.paymentState === 'unpaid' ? text(m.unpaid) : paymentLabel(place.paymentState),
    price: formatMoney(place.priceCents, group.currency),
    documents: hasDocuments(place) ? (
      <PlaceDocuments
        participationId={place.participationId}
        place={place.place}
        congressSlug={group.congressSlug}
      />
    ) : null,
    actions: <PlaceActions group={group} place={place} onName={onName} onCancel={onCancel} />,
  });
  const showsDocuments = group.places.some(hasDocuments);
  return (
    <>
      <Table.ScrollContainer minWidth={640} visibleFrom="sm">
        <Table verticalSpacing="sm" captionSide="top">
          <Table.Caption>{text(m.caption)}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{text(m.place)}</Table.Th>
              <Table.Th>{text(m.person)}</Table.Th>
              <Table.Th>{text(m.registration)}</Table.Th>
              <Table.Th>{text(m.payment)}</Table.Th>
              <Table.Th ta="right">{text(m.price)}</Table.Th>
              {showsDocuments && <Table.Th>{text(m.documents)}</Table.Th>}
              {group.canName && <Table.Th>{text(m.actions)}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {group.places.map((place) => {
              const cell = cells(place);
              return (
                <Table.Tr key={place.participationId}>
                  <Table.Td>{place.place}</Table.Td>
                  <Table.Td>{cell.person}</Table.Td>
                  <Table.Td>{cell.status}</Table.Td>
                  <Table.Td>{cell.payment}</Table.Td>
                  <Table.Td ta="right">{cell.price}</Table.Td>
                  {showsDocuments && <Table.Td>{cell.documents}</Table.Td>}
                  {group.canName && <Table.Td>{cell.actions}</Table.Td>}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack gap="sm" hiddenFrom="sm" component="ul" aria-label={text(m.caption)} p={0} m={0}>
        {group.places.map((place) => {
          const cell = cells(place);
          return (
            <Card
              key={place.participationId}
              withBorder
              padding="sm"
              component="li"
              style={{ listStyle: 'none' }}
            >
              <Stack gap={4}>
                <Group justify="space-between">
                  <Text fw={700}>{text(m.placeNumber, { place: place.place })}</Text>
                  <Text fw={600}>{cell.price}</Text>
                </Group>
                {cell.person}
                <Text size="sm">{text(m.states, { status: cell.status, payment: cell.payment })}</Text>
                {cell.documents}
                {group.canName && cell.actions}
              </Stack>
            </Card>
          );
        })}
      </Stack>
    </>
  );
}

/** A place paid, or cancelled after it was (its credit note), has documents the payer downloads. */
const hasDocuments = (place: TGroupPlace) =>
  place.paymentState === 'paid' || place.paymentState === 'cancelled';

/** Until the names are due: name or change the person; an unnamed place can also be cancelled. */
function PlaceActions({ group, place, onName, onCancel }: { place: TGroupPlace } & PlacesListProps) {
  const text = useIntl().formatMessage;
  if (!group.canName || place.registrationStatus === 'cancelled') return null;
  return (
    <Group gap="xs">
      <Button size="xs" variant="default" onClick={() => onName(place)}>
        {text(place.person ? m.change : m.name)}
      </Button>
      {!place.person && (
        <Button size="xs" variant="outline" color="red.9" onClick={() => onCancel(place)}>
          {text(m.cancel)}
        </Button>
      )}
    </Group>
  );
}

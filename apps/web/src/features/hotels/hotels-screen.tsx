import type { THotel } from '@congress/domain/contracts/congress';
import { ActionIcon, Alert, Anchor, Button, Group, Table, Text } from '@mantine/core';
import { IconBed, IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useCongress } from '../../api/congress.ts';
import { useHotels } from '../../api/hotels.ts';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { paths } from '../../config/paths.ts';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { useCongressSlug } from '../../lib/congress-slug.tsx';
import { HotelFormModal } from './components/hotel-form-modal.tsx';

type Editing = { hotel: THotel | null } | null;

/** Hotels of the congress: list, create and edit. */
export function HotelsScreen() {
  const intl = useIntl();
  const slug = useCongressSlug();
  const congress = useCongress(slug);
  const hotels = useHotels(slug);
  const [editing, setEditing] = useState<Editing>(null);
  const congressId = congress.data?.id;

  return (
    <ScreenSection
      title={intl.formatMessage({ id: 'hotels.title', defaultMessage: 'Hotels' })}
      description={intl.formatMessage({
        id: 'hotels.description',
        defaultMessage: 'The hotels of this congress, offered on its rates.',
      })}
    >
      <Group justify="flex-end">
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => setEditing({ hotel: null })}
          disabled={congressId === undefined}
        >
          {intl.formatMessage({ id: 'hotels.form.addTitle', defaultMessage: 'Add Hotel' })}
        </Button>
      </Group>
      {(hotels.isPending || congress.isPending) && (
        <PageLoader label={intl.formatMessage({ id: 'hotels.loading', defaultMessage: 'Loading hotels' })} />
      )}
      {(hotels.isError || congress.isError) && (
        <Alert
          color="red"
          role="alert"
          title={intl.formatMessage({
            id: 'hotels.loadError',
            defaultMessage: 'The hotels could not be loaded',
          })}
        >
          {(hotels.error ?? congress.error)?.message}
        </Alert>
      )}
      {hotels.data && hotels.data.length === 0 && (
        <Text c="gray.8">
          {intl.formatMessage({ id: 'hotels.empty', defaultMessage: 'No hotels yet. Add the first one.' })}
        </Text>
      )}
      {hotels.data && hotels.data.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{intl.formatMessage({ id: 'hotels.form.name', defaultMessage: 'Name' })}</Table.Th>
                <Table.Th>
                  {intl.formatMessage({ id: 'hotels.form.address', defaultMessage: 'Address' })}
                </Table.Th>
                <Table.Th>
                  {intl.formatMessage({ id: 'hotels.form.website', defaultMessage: 'Website' })}
                </Table.Th>
                <Table.Th>{intl.formatMessage({ id: 'hotels.edit', defaultMessage: 'Edit' })}</Table.Th>
                <Table.Th>{intl.formatMessage({ id: 'hotels.rooms', defaultMessage: 'Rooms' })}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {hotels.data.map((hotel) => (
                <Table.Tr key={hotel.id}>
                  <Table.Td>
                    <Text fw={600}>{hotel.name}</Text>
                    {hotel.description && (
                      <Text size="sm" c="gray.8" lineClamp={2}>
                        {hotel.description}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{hotel.address ?? '-'}</Table.Td>
                  <Table.Td>
                    {hotel.website ? (
                      <Anchor href={hotel.website} target="_blank" rel="noreferrer noopener">
                        {hotel.website.replace(/^https?:\/\//, '')}
                      </Anchor>
                    ) : (
                      '-'
                    )}
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon
                      variant="subtle"
                      aria-label={intl.formatMessage(
                        { id: 'hotels.editNamed', defaultMessage: 'Edit {name}' },
                        { name: hotel.name },
                      )}
                      onClick={() => setEditing({ hotel })}
                      disabled={congressId === undefined}
                    >
                      <IconPencil size={18} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                  <Table.Td>
                    {/* The hotel's contract night by night: its blocks, and what they sold. */}
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        component={Link}
                        to={paths.hotelRoomBlocks.getHref(slug, hotel.id)}
                        variant="light"
                        size="xs"
                        leftSection={<IconBed size={16} aria-hidden />}
                        aria-label={intl.formatMessage(
                          { id: 'hotels.roomBlocksNamed', defaultMessage: 'Room blocks of {name}' },
                          { name: hotel.name },
                        )}
                      >
                        {intl.formatMessage({ id: 'hotels.roomBlocks', defaultMessage: 'Room blocks' })}
                      </Button>
                      <Button
                        component={Link}
                        to={paths.hotelPickup.getHref(slug, hotel.id)}
                        variant="light"
                        size="xs"
                        aria-label={intl.formatMessage(
                          { id: 'hotels.pickupOf', defaultMessage: 'Pickup of {name}' },
                          { name: hotel.name },
                        )}
                      >
                        {intl.formatMessage({ id: 'hotels.pickup', defaultMessage: 'Pickup' })}
                      </Button>
                      <Button
                        component={Link}
                        to={paths.hotelRoomingList.getHref(slug, hotel.id)}
                        variant="light"
                        size="xs"
                        aria-label={intl.formatMessage(
                          { id: 'hotels.roomingListOf', defaultMessage: 'Rooming list of {name}' },
                          { name: hotel.name },
                        )}
                      >
                        {intl.formatMessage({ id: 'hotels.roomingList', defaultMessage: 'Rooming list' })}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && congressId !== undefined && (
        <HotelFormModal congressId={congressId} hotel={editing.hotel} onClose={() => setEditing(null)} />
      )}
    </ScreenSection>
  );
}

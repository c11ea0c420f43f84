import type { TOverview } from '@congress/domain/contracts/overview';
import { Anchor, Group, Progress, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { figureHref } from './figure-link.tsx';
import { OverviewCard, takenOfQuota } from './figure-sections.tsx';

const share = (taken: number, quota: number) => (quota > 0 ? Math.min(100, (taken / quota) * 100) : 0);
const tone = (taken: number, quota: number) =>
  taken >= quota ? 'red.8' : taken >= quota * 0.8 ? 'orange.8' : 'indigo.7';

function PlacesBar({ taken, quota, name }: { taken: number; quota: number; name: string }) {
  const intl = useIntl();
  return (
    <Progress
      value={share(taken, quota)}
      color={tone(taken, quota)}
      size="md"
      aria-label={intl.formatMessage(
        {
          id: 'overview.places.bar',
          defaultMessage: '{name}: {taken, number} of {quota, number} places taken',
        },
        { name, taken, quota },
      )}
    />
  );
}

/**
 * Places per hotel and rate, counted as booking counts them (bookings in force, holds not expired,
 * pending changes): the same numbers as the rate list. Each "taken / quota" opens the list of the
 * participations holding them.
 */
export function PlacesSection({ slug, overview }: { slug: string; overview: TOverview }) {
  const intl = useIntl();
  return (
    <OverviewCard
      title={intl.formatMessage({ id: 'overview.places.title', defaultMessage: 'Places' })}
      description={intl.formatMessage({
        id: 'overview.places.description',
        defaultMessage: 'Places taken per hotel and rate, with each quota.',
      })}
    >
      {overview.hotels.length === 0 && (
        <Text>
          <FormattedMessage id="overview.places.noRates" defaultMessage="No rates yet." />
        </Text>
      )}
      {overview.hotels.map((hotel) => (
        <Stack key={hotel.hotelId} gap="xs">
          <Table.ScrollContainer minWidth={340}>
            <Table
              aria-label={intl.formatMessage(
                { id: 'overview.places.table', defaultMessage: 'Places of {hotel}' },
                { hotel: hotel.name },
              )}
              verticalSpacing={6}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{hotel.name}</Table.Th>
                  <Table.Th scope="col" w={110}>
                    <FormattedMessage id="overview.places.takenQuota" defaultMessage="Taken / quota" />
                  </Table.Th>
                  <Table.Th scope="col" w="30%">
                    <VisuallyHidden>
                      <FormattedMessage id="overview.places.share" defaultMessage="Share taken" />
                    </VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td fw={700}>
                    <FormattedMessage id="overview.places.allRates" defaultMessage="All rates" />
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={figureHref(slug, { figure: { kind: 'place-hotel', id: hotel.hotelId } })}
                      fw={700}
                      data-testid={`figure-hotel-${hotel.hotelId}`}
                    >
                      {takenOfQuota(intl, hotel.taken, hotel.quota)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <PlacesBar taken={hotel.taken} quota={hotel.quota} name={hotel.name} />
                  </Table.Td>
                </Table.Tr>
                {hotel.rates.map((rate) => (
                  <Table.Tr key={rate.rateId}>
                    <Table.Td>
                      {rate.label}
                      {rate.offered > 0 && (
                        <Text span display="block" fz="xs" c="gray.8">
                          <FormattedMessage
                            id="overview.places.offered"
                            defaultMessage="{count, number} held by a waiting-list offer (not in the list yet)"
                            values={{ count: rate.offered }}
                          />
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={figureHref(slug, { figure: { kind: 'place-rate', id: rate.rateId } })}
                        data-testid={`figure-rate-${rate.rateId}`}
                      >
                        {takenOfQuota(intl, rate.taken, rate.quota)}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <PlacesBar taken={rate.taken} quota={rate.quota} name={rate.label} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {/* Every staff member reads a hotel's rooms; visualisation has no menu to reach them otherwise. */}
          <Group gap="md" fz="sm">
            <Anchor component={Link} to={paths.hotelPickup.getHref(slug, hotel.hotelId)}>
              <FormattedMessage
                id="overview.places.pickup"
                defaultMessage="Rooms night by night at {hotel}"
                values={{ hotel: hotel.name }}
              />
            </Anchor>
            <Anchor component={Link} to={paths.hotelRoomingList.getHref(slug, hotel.hotelId)}>
              <FormattedMessage
                id="overview.places.roomingList"
                defaultMessage="Rooming list of {hotel}"
                values={{ hotel: hotel.name }}
              />
            </Anchor>
          </Group>
        </Stack>
      ))}
    </OverviewCard>
  );
}

import type { TOverview } from '@congress/domain/contracts/overview';
import { Anchor, Progress, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { figureHref } from './figure-link.tsx';
import { OverviewCard } from './figure-sections.tsx';

const share = (taken: number, quota: number) => (quota > 0 ? Math.min(100, (taken / quota) * 100) : 0);
const tone = (taken: number, quota: number) =>
  taken >= quota ? 'red.8' : taken >= quota * 0.8 ? 'orange.8' : 'indigo.7';

function PlacesBar({ taken, quota, name }: { taken: number; quota: number; name: string }) {
  return (
    <Progress
      value={share(taken, quota)}
      color={tone(taken, quota)}
      size="md"
      aria-label={`${name}: ${taken} of ${quota} places taken`}
    />
  );
}

/**
 * Places per hotel and rate, counted as booking counts them (bookings in force, holds not expired,
 * pending changes): the same numbers as the rate list. Each "taken / quota" opens the list of the
 * participations holding them.
 */
export function PlacesSection({ slug, overview }: { slug: string; overview: TOverview }) {
  return (
    <OverviewCard title="Places" description="Places taken per hotel and rate, with each quota.">
      {overview.hotels.length === 0 && <Text>No rates yet.</Text>}
      {overview.hotels.map((hotel) => (
        <Stack key={hotel.hotelId} gap="xs">
          <Table.ScrollContainer minWidth={340}>
            <Table aria-label={`Places of ${hotel.name}`} verticalSpacing={6}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{hotel.name}</Table.Th>
                  <Table.Th scope="col" w={110}>
                    Taken / quota
                  </Table.Th>
                  <Table.Th scope="col" w="30%">
                    <VisuallyHidden>Share taken</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                <Table.Tr>
                  <Table.Td fw={700}>All rates</Table.Td>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={figureHref(slug, { figure: { kind: 'place-hotel', id: hotel.hotelId } })}
                      fw={700}
                      data-testid={`figure-hotel-${hotel.hotelId}`}
                    >
                      {`${hotel.taken} / ${hotel.quota}`}
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
                          {`${rate.offered} held by a waiting-list offer (not in the list yet)`}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={figureHref(slug, { figure: { kind: 'place-rate', id: rate.rateId } })}
                        data-testid={`figure-rate-${rate.rateId}`}
                      >
                        {`${rate.taken} / ${rate.quota}`}
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
        </Stack>
      ))}
    </OverviewCard>
  );
}

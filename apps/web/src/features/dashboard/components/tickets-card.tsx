import type { TParticipation } from '@congress/domain/contracts/participations';
import { Button, Card, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useDownloadTicket } from '../api/download-ticket.ts';
import { useTickets } from '../api/get-tickets.ts';

const svgSource = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The ticket of each confirmed person, to show at the door, and the printable PDF. */
export function TicketsCard({ participation }: { participation: TParticipation }) {
  const intl = useIntl();
  const hasConfirmed = participation.registrations.some((r) => r.statusRegistration === 'confirmed');
  const tickets = useTickets(participation.id, hasConfirmed);
  const download = useDownloadTicket();
  if (!hasConfirmed || !tickets.data || tickets.data.items.length === 0) return null;
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="tickets-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="tickets-title">
          {intl.formatMessage({ id: 'dashboard.tickets.title', defaultMessage: 'Your ticket' })}
        </Title>
        <Text size="sm">
          {intl.formatMessage({
            id: 'dashboard.tickets.intro',
            defaultMessage: 'Show this code at the congress entrance, on your phone or printed.',
          })}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {tickets.data.items.map((ticket) => (
            <Stack key={ticket.registrationId} gap={4} align="center" data-testid="ticket">
              <Image
                src={svgSource(ticket.svg)}
                alt={intl.formatMessage(
                  { id: 'dashboard.tickets.qrAlt', defaultMessage: 'Ticket QR code of {name}' },
                  { name: `${ticket.firstName} ${ticket.lastName}` },
                )}
                w={200}
                h={200}
              />
              <Text fw={600}>
                {ticket.firstName} {ticket.lastName}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        <Group>
          <Button
            variant="outline"
            loading={download.isPending}
            onClick={() => download.mutate(participation.id)}
          >
            {intl.formatMessage({
              id: 'dashboard.tickets.download',
              defaultMessage: 'Download ticket (PDF)',
            })}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

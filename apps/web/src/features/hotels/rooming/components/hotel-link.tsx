import type { TRoomingList } from '@congress/domain/contracts/rooming-lists';
import { formatDate } from '@congress/domain/dates';
import { Anchor, Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { m } from '../messages.ts';

type HotelLinkProps = { link: NonNullable<TRoomingList['hotelLink']>; timeZone: string | undefined };

/** The last sending's link, for staff to pass on again (a phone call, another address). */
export function HotelLink({ link, timeZone }: HotelLinkProps) {
  const intl = useIntl();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="rooming-link-title">
      <Stack gap="xs">
        <Title order={2} size="h3" id="rooming-link-title">
          {intl.formatMessage(m.hotelLink)}
        </Title>
        <Anchor
          href={link.url}
          target="_blank"
          rel="noreferrer noopener"
          style={{ overflowWrap: 'anywhere' }}
        >
          {link.url}
        </Anchor>
        <Group gap="sm">
          <CopyButton value={link.url}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                size="xs"
                onClick={copy}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
              >
                {intl.formatMessage(copied ? m.copied : m.copyLink)}
              </Button>
            )}
          </CopyButton>
          <Text size="sm" c="gray.8">
            {intl.formatMessage(m.hotelLinkExpires, { date: formatDate(link.expiresAt, timeZone) })}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}

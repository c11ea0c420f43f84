import type { THotelRoomingView } from '@congress/domain/contracts/rooming-lists';
import { Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useNamedTime } from '../../../../lib/i18n/use-zoned-time.ts';
import { m } from '../messages.ts';
import { RoomingTable } from './rooming-table.tsx';

/** Each sending, newest first, with the lines it marked new, changed or cancelled. */
export function ChangeLog({ changeLog }: { changeLog: THotelRoomingView['changeLog'] }) {
  const intl = useIntl();
  const named = useNamedTime();
  return (
    <section aria-labelledby="rooming-changes-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="rooming-changes-title">
          {intl.formatMessage(m.changeLog)}
        </Title>
        {changeLog.map((sending) => {
          const date = named(sending.sentAt);
          return (
            <Stack key={sending.sentAt} gap="xs" data-testid="rooming-change-sending">
              <Title order={3} size="h4">
                {intl.formatMessage(m.sendingOf, { date })}
              </Title>
              <Text size="sm" c="gray.8">
                {intl.formatMessage(m.sendingCounts, sending.counts)}
              </Text>
              {sending.lines.length === 0 ? (
                <Text size="sm">{intl.formatMessage(m.changeLogEmpty)}</Text>
              ) : (
                <RoomingTable lines={sending.lines} label={intl.formatMessage(m.sendingCaption, { date })} />
              )}
            </Stack>
          );
        })}
      </Stack>
    </section>
  );
}

import {
  LETTER_MESSAGES,
  type LetterStatus,
  type TLetterQueueItem,
} from '@congress/domain/contracts/invitation-letters';
import { formatDate } from '@congress/domain/dates';
import { Badge, Button, Group, Stack, Table, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useText } from '../../../lib/i18n/use-text.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useApproveLetter, useRefuseLetter } from '../api/decide-letter.ts';
import { useDownloadLetter } from '../api/download-letter.ts';
import { m } from '../messages.ts';

const STATUS_COLOURS: Record<LetterStatus, string> = { requested: 'pink', issued: 'green', refused: 'gray' };
export const STATUS_WORDS = {
  requested: m.statusRequested,
  issued: m.statusIssued,
  refused: m.statusRefused,
};

type Props = {
  congressSlug: string;
  items: TLetterQueueItem[];
  canManage: boolean;
  timeZone?: string | undefined;
};

/** The queue's rows: approve or refuse (with a reason) a request, download an issued letter. */
export function LetterQueueTable({ congressSlug, items, canManage, timeZone }: Props) {
  const intl = useIntl();
  const [refusing, setRefusing] = useState<number | null>(null);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{intl.formatMessage(m.reference)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.participant)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.requestedOn)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.filter)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.payment)}</Table.Th>
            <Table.Th>{intl.formatMessage(m.actions)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} data-testid="letter-row">
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {item.reference}
                </Text>
                <Text size="xs" c="dimmed">
                  {item.language.toUpperCase()}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{item.name}</Text>
                {item.email && (
                  <Text size="xs" c="dimmed">
                    {item.email}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{formatDate(item.requestedAt, timeZone)}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLOURS[item.status]} variant="light">
                  {intl.formatMessage(STATUS_WORDS[item.status])}
                </Badge>
                {item.refusalReason && (
                  <Text size="xs" c="dimmed">
                    {item.refusalReason}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{intl.formatMessage(item.isPaid ? m.paid : m.notPaid)}</Table.Td>
              <Table.Td>
                <RowActions
                  congressSlug={congressSlug}
                  item={item}
                  canManage={canManage}
                  isRefusing={refusing === item.id}
                  onRefusing={(isOn) => setRefusing(isOn ? item.id : null)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RowActions({
  congressSlug,
  item,
  canManage,
  isRefusing,
  onRefusing,
}: {
  congressSlug: string;
  item: TLetterQueueItem;
  canManage: boolean;
  isRefusing: boolean;
  onRefusing: (isOn: boolean) => void;
}) {
  const intl = useIntl();
  const t = useText();
  const approve = useApproveLetter(congressSlug);
  const refuse = useRefuseLetter(congressSlug);
  const download = useDownloadLetter();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const who = { name: item.name };
  if (item.status === 'issued' && canManage) {
    return (
      <Button
        size="xs"
        variant="outline"
        loading={download.isPending}
        onClick={() => download.mutate(item.id)}
      >
        {intl.formatMessage(m.downloadShort)}
      </Button>
    );
  }
  if (item.status !== 'requested' || !canManage) return null;
  if (isRefusing) {
    return (
      <Stack gap={4} miw={220}>
        <Textarea
          label={intl.formatMessage(m.reason)}
          required
          rows={2}
          value={reason}
          error={reasonError}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        <Group gap="xs">
          <Button
            size="xs"
            color="red.9"
            loading={refuse.isPending}
            onClick={() => {
              if (!reason.trim()) return setReasonError(t(LETTER_MESSAGES.reasonRequired));
              refuse.mutate(
                { id: item.id, reason: reason.trim() },
                { onSuccess: () => notifySuccess(intl.formatMessage(m.refusedDone)) },
              );
            }}
          >
            {intl.formatMessage(m.confirmRefusal)}
          </Button>
          <Button size="xs" variant="subtle" onClick={() => onRefusing(false)}>
            {intl.formatMessage(m.cancel)}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        loading={approve.isPending}
        aria-label={intl.formatMessage(m.approveFor, who)}
        onClick={() =>
          approve.mutate(item.id, { onSuccess: () => notifySuccess(intl.formatMessage(m.approved)) })
        }
      >
        {intl.formatMessage(m.approve)}
      </Button>
      <Button size="xs" variant="outline" color="red.9" onClick={() => onRefusing(true)}>
        {intl.formatMessage(m.refuse)}
      </Button>
    </Group>
  );
}

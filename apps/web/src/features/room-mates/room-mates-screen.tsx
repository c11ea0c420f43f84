import type { TRoomMateRequest } from '@congress/domain/contracts/room-mates';
import { Alert, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useCongressSlug } from '../../lib/congress-slug.tsx';
import { useRoomMateQueue } from './api/room-mates.ts';
import { PairDialog, ReleaseDialog } from './components/confirm-dialogs.tsx';
import { RequestRow } from './components/request-row.tsx';
import { m } from './messages.ts';

type Dialog =
  | { kind: 'pair'; pair: [TRoomMateRequest, TRoomMateRequest] }
  | { kind: 'release'; request: TRoomMateRequest };

const sameRoom = (a: TRoomMateRequest, b: TRoomMateRequest) =>
  a.participationId !== b.participationId && a.hotel.id === b.hotel.id && a.roomType === b.roomType;

/** The room-mate queue (decisions 46): staff read it; admins pair two requests or release one to single. */
export function RoomMatesScreen({ canManage }: { canManage: boolean }) {
  const intl = useIntl();
  const slug = useCongressSlug();
  const queue = useRoomMateQueue(slug);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const data = queue.data;
  const headers = [m.person, m.room, m.stay, m.roomMate, m.reason, ...(canManage ? [m.actions] : [])];

  return (
    <ScreenSection title={intl.formatMessage(m.title)} description={intl.formatMessage(m.intro)}>
      {queue.isPending && <PageLoader label={intl.formatMessage(m.loading)} />}
      {queue.isError && (
        <Alert color="red" role="alert" title={intl.formatMessage(m.loadError)}>
          {errorMessage(queue.error)}
        </Alert>
      )}
      {data && (
        <Stack gap="md">
          <Text fw={500} data-testid="room-mates-summary">
            {intl.formatMessage(m.summary, { matched: data.matchedRooms, waiting: data.requests.length })}
          </Text>
          {data.requests.length === 0 ? (
            <Text>{intl.formatMessage(m.empty)}</Text>
          ) : (
            <Table.ScrollContainer minWidth={canManage ? 980 : 720}>
              <Table striped verticalSpacing="xs">
                <Table.Caption>{intl.formatMessage(m.caption)}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    {headers.map((header) => (
                      <Table.Th key={String(header.id)} scope="col">
                        {intl.formatMessage(header)}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.requests.map((request) => (
                    <RequestRow
                      key={request.participationId}
                      slug={slug}
                      request={request}
                      partners={canManage ? data.requests.filter((other) => sameRoom(request, other)) : null}
                      onPair={(partner) => setDialog({ kind: 'pair', pair: [request, partner] })}
                      onRelease={() => setDialog({ kind: 'release', request })}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      )}
      {dialog?.kind === 'pair' && (
        <PairDialog slug={slug} pair={dialog.pair} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'release' && (
        <ReleaseDialog slug={slug} request={dialog.request} onClose={() => setDialog(null)} />
      )}
    </ScreenSection>
  );
}

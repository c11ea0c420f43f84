import { Alert, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCongress } from '../../../api/congress.ts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../../components/ui/screen-section.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCongressSlug } from '../../../lib/congress-slug.tsx';
import { useRoomingList } from './api/get-rooming-list.ts';
import { DownloadButtons } from './components/download-buttons.tsx';
import { HotelLink } from './components/hotel-link.tsx';
import { RoomingCounts } from './components/rooming-counts.tsx';
import { RoomingTable } from './components/rooming-table.tsx';
import { SendDialog } from './components/send-dialog.tsx';
import { SendPanel } from './components/send-panel.tsx';
import { SendingsHistory } from './components/sendings-history.tsx';
import { m } from './messages.ts';
import { HotelNav } from '../components/hotel-nav.tsx';

/** A hotel's rooming list for staff (decisions 47): every staff member reads it, admins send it. */
export function RoomingListScreen({ hotelId, canSend }: { hotelId: number; canSend: boolean }) {
  const intl = useIntl();
  const slug = useCongressSlug();
  const timeZone = useCongress(slug).data?.timeZone;
  const rooming = useRoomingList(hotelId);
  const [isConfirming, setIsConfirming] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const list = rooming.data;
  return (
    <ScreenSection
      title={
        list ? intl.formatMessage(m.title, { hotel: list.hotelName }) : intl.formatMessage(m.titleLoading)
      }
      description={intl.formatMessage(m.intro)}
    >
      <HotelNav hotelId={hotelId} current="rooming" isAdmin={canSend} />
      {rooming.isPending && <PageLoader label={intl.formatMessage(m.loading)} />}
      {rooming.isError && (
        <Alert color="red" role="alert" title={intl.formatMessage(m.loadError)}>
          {errorMessage(rooming.error)}
        </Alert>
      )}
      {list && (
        <Stack gap="lg">
          <Text fw={500}>{intl.formatMessage(m.congress, { congress: list.congressName })}</Text>
          {sentTo && (
            <Alert
              color="teal.9"
              variant="light"
              role="status"
              withCloseButton
              onClose={() => setSentTo(null)}
            >
              {intl.formatMessage(m.sent, { email: sentTo })}
            </Alert>
          )}
          <RoomingCounts counts={list.counts} hasSending={list.sendings.length > 0} />
          <section aria-labelledby="rooming-lines-title">
            <Stack gap="sm">
              <Title order={2} size="h3" id="rooming-lines-title">
                {intl.formatMessage(m.current)}
              </Title>
              {list.lines.length === 0 ? (
                <Text>{intl.formatMessage(m.empty)}</Text>
              ) : (
                <>
                  <DownloadButtons of={{ hotelId }} />
                  <RoomingTable
                    lines={list.lines}
                    label={intl.formatMessage(m.tableCaption, { hotel: list.hotelName })}
                  />
                </>
              )}
            </Stack>
          </section>
          <SendPanel
            list={list}
            canSend={canSend}
            onSend={() => {
              setSentTo(null);
              setIsConfirming(true);
            }}
          />
          {list.hotelLink && <HotelLink link={list.hotelLink} timeZone={timeZone} />}
          <SendingsHistory sendings={list.sendings} timeZone={timeZone} />
          {canSend && (
            <SendDialog
              list={list}
              opened={isConfirming}
              onClose={() => setIsConfirming(false)}
              onSent={(email) => {
                setIsConfirming(false);
                setSentTo(email);
              }}
            />
          )}
        </Stack>
      )}
    </ScreenSection>
  );
}

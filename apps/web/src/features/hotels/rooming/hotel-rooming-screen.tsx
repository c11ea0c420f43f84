import { formatDate } from '@congress/domain/dates';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useIntl } from 'react-intl';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../../components/ui/screen-section.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { useHotelRooming } from './api/get-hotel-rooming.ts';
import { ChangeLog } from './components/change-log.tsx';
import { DownloadButtons } from './components/download-buttons.tsx';
import { RoomingCounts } from './components/rooming-counts.tsx';
import { RoomingTable } from './components/rooming-table.tsx';
import { m } from './messages.ts';
import { useNamedTime } from '../../../lib/i18n/use-zoned-time.ts';

/** The hotel's page behind its signed link (decisions 47): the current list and the changes sent. */
export function HotelRoomingScreen({ token }: { token: string }) {
  const intl = useIntl();
  const named = useNamedTime();
  const rooming = useHotelRooming(token);
  const view = rooming.data;
  return (
    <ScreenSection
      title={
        view
          ? intl.formatMessage(m.publicTitle, { hotel: view.hotelName })
          : intl.formatMessage(m.titleLoading)
      }
      description={
        view
          ? intl.formatMessage(m.publicIntro, {
              congress: view.congressName,
              date: named(view.generatedAt),
              expires: formatDate(view.expiresAt),
            })
          : undefined
      }
    >
      {rooming.isPending && <PageLoader label={intl.formatMessage(m.loading)} />}
      {/* An expired or unknown link: the server's words ("This link has expired. ..."). */}
      {rooming.isError && (
        <Alert color="red" role="alert">
          {errorMessage(rooming.error)}
        </Alert>
      )}
      {view && (
        <Stack gap="lg">
          <RoomingCounts counts={view.counts} hasSending />
          <section aria-labelledby="rooming-lines-title">
            <Stack gap="sm">
              <Title order={2} size="h3" id="rooming-lines-title">
                {intl.formatMessage(m.current)}
              </Title>
              {view.lines.length === 0 ? (
                <Text>{intl.formatMessage(m.empty)}</Text>
              ) : (
                <>
                  <DownloadButtons of={{ token }} />
                  <RoomingTable
                    lines={view.lines}
                    label={intl.formatMessage(m.tableCaption, { hotel: view.hotelName })}
                  />
                </>
              )}
            </Stack>
          </section>
          <ChangeLog changeLog={view.changeLog} />
        </Stack>
      )}
    </ScreenSection>
  );
}

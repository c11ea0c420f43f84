import { LETTER_STATUSES, type LetterStatus } from '@congress/domain/contracts/invitation-letters';
import { Alert, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { PageLoader } from '../../components/ui/page-loader.tsx';
import { ScreenSection } from '../../components/ui/screen-section.tsx';
import { errorMessage } from '../../lib/api-error.ts';
import { useLetterQueue } from './api/get-letter-queue.ts';
import { useLetterSettings } from './api/letter-settings.ts';
import { LetterQueueTable, STATUS_WORDS } from './components/letter-queue-table.tsx';
import { LetterSettingsPanel } from './components/letter-settings-panel.tsx';
import { m } from './messages.ts';

type Filter = LetterStatus | 'all';

/** The staff's queue of invitation letters and their settings; visualisation reads only. */
export function LettersQueueScreen({
  congressSlug,
  canManage,
  timeZone,
}: {
  congressSlug: string;
  canManage: boolean;
  timeZone?: string | undefined;
}) {
  const intl = useIntl();
  const [filter, setFilter] = useState<Filter>('requested');
  const queue = useLetterQueue(congressSlug, filter === 'all' ? undefined : filter);
  const settings = useLetterSettings(congressSlug);
  return (
    <ScreenSection title={intl.formatMessage(m.queueTitle)} description={intl.formatMessage(m.queueIntro)}>
      <Stack gap="md">
        <Stack gap={4}>
          <Text size="sm" fw={500} id="letter-filter">
            {intl.formatMessage(m.filter)}
          </Text>
          <SegmentedControl
            aria-labelledby="letter-filter"
            value={filter}
            onChange={(value) => setFilter(value as Filter)}
            data={[
              ...LETTER_STATUSES.map((status) => ({
                value: status,
                label: intl.formatMessage(STATUS_WORDS[status]),
              })),
              { value: 'all', label: intl.formatMessage(m.all) },
            ]}
          />
        </Stack>
        {queue.isPending && <PageLoader />}
        {queue.isError && (
          <Alert color="red" title={intl.formatMessage(m.loadFailed)}>
            {errorMessage(queue.error)}
          </Alert>
        )}
        {queue.data?.items.length === 0 && <Text>{intl.formatMessage(m.empty)}</Text>}
        {queue.data && queue.data.items.length > 0 && (
          <LetterQueueTable
            congressSlug={congressSlug}
            items={queue.data.items}
            canManage={canManage}
            timeZone={timeZone}
          />
        )}
        {settings.data && (
          <LetterSettingsPanel
            key={settings.data.version}
            congressSlug={congressSlug}
            settings={settings.data}
            canManage={canManage}
            onReload={() => void settings.refetch()}
          />
        )}
      </Stack>
    </ScreenSection>
  );
}

import type { TEmailCampaign } from '@congress/domain/contracts/email-campaigns';
import { Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { m, skipReasonsText } from '../campaign-messages.ts';

export const skippedOf = (campaign: TEmailCampaign) =>
  Object.values(campaign.counts.skipped).reduce((sum, n) => sum + n, 0);

function Figure({ label, value, color }: { label: string; value: number; color: string }) {
  const intl = useIntl();
  return (
    <Paper withBorder p="xs" radius="sm">
      <Text fz="xs" c="gray.8" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="xl" fw={700} c={color}>
        {intl.formatNumber(value)}
      </Text>
    </Paper>
  );
}

/** The campaign as it stands: progress while the outbox sends, then sent, skipped and failed. */
export function CampaignSummary({ campaign }: { campaign: TEmailCampaign }) {
  const intl = useIntl();
  const { counts } = campaign;
  const done = counts.sent + counts.failed;
  const percent = counts.queued > 0 ? Math.round((done / counts.queued) * 100) : 100;
  const isDone = counts.pending === 0;
  const skipped = skippedOf(campaign);
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text fz="sm" fw={600} id={`campaign-${campaign.id}-progress`} aria-live="polite">
          {isDone
            ? intl.formatMessage(m.sendingFinished)
            : intl.formatMessage(m.sendingProgress, { done, queued: counts.queued })}
        </Text>
        <Text fz="sm" c="gray.8">
          {intl.formatMessage(m.selectedCount, { count: counts.recipients })}
        </Text>
      </Group>
      <Progress.Root size="lg">
        <Progress.Section
          value={percent}
          color={counts.failed > 0 ? 'orange' : 'teal'}
          aria-labelledby={`campaign-${campaign.id}-progress`}
          animated={!isDone}
        />
      </Progress.Root>
      <SimpleGrid cols={{ base: 3 }} spacing="xs">
        <Figure label={intl.formatMessage(m.sent)} value={counts.sent} color="teal.9" />
        <Figure label={intl.formatMessage(m.skipped)} value={skipped} color="gray.9" />
        <Figure
          label={intl.formatMessage(m.failed)}
          value={counts.failed}
          color={counts.failed > 0 ? 'red.9' : 'gray.9'}
        />
      </SimpleGrid>
      {skipped > 0 && (
        <Text fz="sm" c="gray.8">
          {intl.formatMessage(m.skippedWhy, { reasons: skipReasonsText(intl, counts.skipped) })}
        </Text>
      )}
      {counts.pending > 0 && (
        <Text fz="sm" c="gray.8">
          {intl.formatMessage(m.waitingCount, { count: counts.pending })}
        </Text>
      )}
    </Stack>
  );
}

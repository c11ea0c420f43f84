import type { TEmailCampaign } from '@congress/domain/contracts/email-campaigns';
import { SKIP_REASON_LABELS, type SkipReason } from '@congress/domain/contracts/emails';
import { Group, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';

export const skippedOf = (campaign: TEmailCampaign) =>
  Object.values(campaign.counts.skipped).reduce((sum, n) => sum + n, 0);

/** "2 with nothing to pay, 1 with no e-mail address": why recipients were left out. */
export function skipReasons(campaign: TEmailCampaign): string {
  return (Object.keys(SKIP_REASON_LABELS) as SkipReason[])
    .filter((reason) => campaign.counts.skipped[reason] > 0)
    .map((reason) => `${campaign.counts.skipped[reason]} with ${SKIP_REASON_LABELS[reason]}`)
    .join(', ');
}

function Figure({ label, value, color }: { label: string; value: number; color: string }) {
  return (
    <Paper withBorder p="xs" radius="sm">
      <Text fz="xs" c="gray.8" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="xl" fw={700} c={color}>
        {value}
      </Text>
    </Paper>
  );
}

/** The campaign as it stands: progress while the outbox sends, then sent, skipped and failed. */
export function CampaignSummary({ campaign }: { campaign: TEmailCampaign }) {
  const { counts } = campaign;
  const done = counts.sent + counts.failed;
  const percent = counts.queued > 0 ? Math.round((done / counts.queued) * 100) : 100;
  const isDone = counts.pending === 0;
  const skipped = skippedOf(campaign);
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="xs">
        <Text fz="sm" fw={600} id={`campaign-${campaign.id}-progress`} aria-live="polite">
          {isDone ? 'Sending finished' : `Sending… ${done} of ${counts.queued}`}
        </Text>
        <Text fz="sm" c="gray.8">{`${counts.recipients} selected`}</Text>
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
        <Figure label="Sent" value={counts.sent} color="teal.9" />
        <Figure label="Skipped" value={skipped} color="gray.9" />
        <Figure label="Failed" value={counts.failed} color={counts.failed > 0 ? 'red.9' : 'gray.9'} />
      </SimpleGrid>
      {skipped > 0 && <Text fz="sm" c="gray.8">{`Skipped: ${skipReasons(campaign)}.`}</Text>}
      {counts.pending > 0 && <Text fz="sm" c="gray.8">{`${counts.pending} waiting to be sent.`}</Text>}
    </Stack>
  );
}

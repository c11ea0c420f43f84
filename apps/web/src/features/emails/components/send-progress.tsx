import { Alert, Progress, Stack, Text } from '@mantine/core';
import type { TEmailSendResponse } from '@congress/domain/contracts/emails';
import { useBatchStatus } from '../api/get-batch-status.ts';

/** The sending progress of a queued batch, polled from the outbox until nothing is pending. */
export function SendProgress({ congressId, result }: { congressId: number; result: TEmailSendResponse }) {
  const { data: status, isError } = useBatchStatus(congressId, result.batchId);
  const done = status ? status.sent + status.failed : 0;
  const total = status?.total ?? result.queued;
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <Stack gap="xs">
      <Text size="sm" id="email-progress-label">
        {status ? `Sent ${status.sent} of ${total}` : `Queued ${result.queued}`}
        {status && status.failed > 0 ? `, ${status.failed} failed` : ''}
        {status && status.pending > 0 ? `, ${status.pending} waiting` : ''}
      </Text>
      <Progress.Root size="lg">
        <Progress.Section
          value={percent}
          color={status?.failed ? 'orange' : 'teal'}
          aria-labelledby="email-progress-label"
        />
      </Progress.Root>
      {isError && (
        <Text size="sm" c="red.8">
          The sending progress could not be loaded.
        </Text>
      )}
      {(result.withoutInvoice > 0 || result.withoutEmail > 0 || result.skipped > 0 || result.ribMissing) && (
        <Alert color="yellow" variant="light">
          {result.withoutInvoice > 0 && (
            <Text size="sm">{`${result.withoutInvoice} recipient(s) have no invoice or proforma yet; their e-mail goes without one.`}</Text>
          )}
          {result.withoutEmail > 0 && (
            <Text size="sm">{`${result.withoutEmail} participation(s) have no e-mail address and were skipped.`}</Text>
          )}
          {result.skipped > 0 && (
            <Text size="sm">{`${result.skipped} recipient(s) would have read an empty placeholder and were skipped.`}</Text>
          )}
          {result.ribMissing && (
            <Text size="sm">The congress has no bank details file: no RIB was attached.</Text>
          )}
        </Alert>
      )}
    </Stack>
  );
}

import {
  MEMBER_COLUMNS,
  MEMBER_MESSAGES,
  type TMemberImportResult,
} from '@congress/domain/contracts/members';
import { Alert, Button, FileInput, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCongressSlug } from '../../../lib/congress-slug.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useConfirmMemberImport, usePreviewMemberImport } from '../api/import-members.ts';
import { ImportPreviewTable } from './import-preview-table.tsx';
import { useText } from '../../../app/i18n/use-text.ts';

/** Pick a file, see every row with its errors, then confirm: only the good rows are written. */
export function MemberImport() {
  const t = useText();
  const congressSlug = useCongressSlug();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<TMemberImportResult | null>(null);
  const preview = usePreviewMemberImport();
  const confirm = useConfirmMemberImport(congressSlug);
  const isBusy = preview.isPending || confirm.isPending;

  const onPick = (picked: File | null) => {
    setFile(picked);
    setResult(null);
    confirm.reset();
    preview.reset();
    if (picked) preview.mutate(picked);
  };
  const onConfirm = () => {
    if (!file) return;
    confirm.mutate(file, {
      onSuccess: (done) => {
        setResult(done);
        preview.reset();
        setFile(null);
        notifySuccess(t(MEMBER_MESSAGES.imported, { created: done.created, updated: done.updated }));
      },
    });
  };
  const data = preview.data;

  return (
    <Stack gap="md" component="section" aria-labelledby="import-title">
      <Title order={2} size="h3" id="import-title">
        Import the member book
      </Title>
      <Text size="sm" c="gray.8">
        A CSV or XLSX file (at most 2 MB) with the columns: {MEMBER_COLUMNS.join(', ')}. Members are matched
        by member number: a known number is updated, a new one is created and receives an invitation e-mail to
        choose a password (the link lives 7 days).
      </Text>
      <FileInput
        label="Member file"
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
        value={file}
        onChange={onPick}
        clearable
        clearButtonProps={{ 'aria-label': 'Clear the file' }}
        disabled={isBusy}
        w={{ base: '100%', sm: 420 }}
      />
      {isBusy && (
        <Stack gap={4} role="status" aria-live="polite">
          <Text size="sm">{preview.isPending ? 'Checking the file...' : 'Importing the members...'}</Text>
          <Progress value={100} animated striped aria-hidden />
        </Stack>
      )}
      {preview.isError && (
        <Alert color="red" title="The file cannot be imported" role="alert">
          {errorMessage(preview.error)}
        </Alert>
      )}
      {data && (
        <Stack gap="sm">
          <Paper withBorder p="sm" role="status">
            <Text fw={700}>Preview: nothing is written yet</Text>
            <Text size="sm">
              {data.goodCount} good rows ({data.createCount} new, {data.updateCount} updates), {data.badCount}{' '}
              rows with errors. Confirming writes only the good rows.
            </Text>
          </Paper>
          <ImportPreviewTable rows={data.rows} />
          <Group>
            <Button onClick={onConfirm} loading={confirm.isPending} disabled={data.goodCount === 0}>
              Confirm import of {data.goodCount} rows
            </Button>
            <Button variant="default" onClick={() => onPick(null)} disabled={isBusy}>
              Cancel
            </Button>
          </Group>
        </Stack>
      )}
      {result && (
        <Paper withBorder p="sm" role="status">
          <Text fw={700}>Import done</Text>
          <Text size="sm">
            {result.created} created, {result.updated} updated, {result.skipped} skipped, {result.invited}{' '}
            invitations sent.
          </Text>
        </Paper>
      )}
    </Stack>
  );
}

import {
  MEMBER_COLUMNS,
  MEMBER_MESSAGES,
  type TMemberImportResult,
} from '@congress/domain/contracts/members';
import { Alert, Button, FileInput, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useText } from '../../../lib/i18n/use-text.ts';
import { errorMessage } from '../../../lib/api-error.ts';
import { useCongressSlug } from '../../../lib/congress-slug.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useConfirmMemberImport, usePreviewMemberImport } from '../api/import-members.ts';
import { ImportPreviewTable } from './import-preview-table.tsx';
import { m } from '../messages.ts';

/** Pick a file, see every row with its errors, then confirm: only the good rows are written. */
export function MemberImport() {
  const intl = useIntl();
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
        {intl.formatMessage(m.importTitle)}
      </Title>
      <Text size="sm" c="gray.8">
        {intl.formatMessage(m.importHelp, { columns: MEMBER_COLUMNS.join(', ') })}
      </Text>
      <FileInput
        label={intl.formatMessage(m.memberFile)}
        accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
        leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
        value={file}
        onChange={onPick}
        clearable
        clearButtonProps={{ 'aria-label': intl.formatMessage(m.clearFile) }}
        disabled={isBusy}
        w={{ base: '100%', sm: 420 }}
      />
      {isBusy && (
        <Stack gap={4} role="status" aria-live="polite">
          <Text size="sm">{intl.formatMessage(preview.isPending ? m.checking : m.importing)}</Text>
          <Progress value={100} animated striped aria-hidden />
        </Stack>
      )}
      {preview.isError && (
        <Alert color="red" title={intl.formatMessage(m.cannotImport)} role="alert">
          {errorMessage(preview.error)}
        </Alert>
      )}
      {data && (
        <Stack gap="sm">
          <Paper withBorder p="sm" role="status">
            <Text fw={700}>{intl.formatMessage(m.previewTitle)}</Text>
            <Text size="sm">
              {intl.formatMessage(m.previewCounts, {
                good: data.goodCount,
                created: data.createCount,
                updated: data.updateCount,
                bad: data.badCount,
              })}
            </Text>
          </Paper>
          <ImportPreviewTable rows={data.rows} />
          <Group>
            <Button onClick={onConfirm} loading={confirm.isPending} disabled={data.goodCount === 0}>
              {intl.formatMessage(m.confirmImport, { count: data.goodCount })}
            </Button>
            <Button variant="default" onClick={() => onPick(null)} disabled={isBusy}>
              {intl.formatMessage(m.cancel)}
            </Button>
          </Group>
        </Stack>
      )}
      {result && (
        <Paper withBorder p="sm" role="status">
          <Text fw={700}>{intl.formatMessage(m.importDone)}</Text>
          <Text size="sm">
            {intl.formatMessage(m.importResult, {
              created: result.created,
              updated: result.updated,
              skipped: result.skipped,
              invited: result.invited,
            })}
          </Text>
        </Paper>
      )}
    </Stack>
  );
}

import { STATEMENT_MAX_BYTES, type TCsvMapping } from '@congress/domain/contracts/reconciliation';
import { Alert, Button, FileInput, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-error.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useImportStatement, usePreviewCsvStatement } from '../api/import-statement.ts';
import { CsvMappingForm } from './csv-mapping-form.tsx';
import { useIntl } from 'react-intl';
import { m } from '../messages.ts';
import { sm } from '../statement-messages.ts';

/** XML when the file starts with "<" (as the server decides), CSV otherwise. */
const isXml = async (file: File) =>
  (await file.slice(0, 256).text())
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('<');

type Props = { slug: string; onImported: (statementId: number) => void };

/** Pick a camt.052/053/054 or CSV statement; a CSV first shows its columns to map. */
export function StatementImport({ slug, onImported }: Props) {
  const intl = useIntl();
  const [file, setFile] = useState<File | null>(null);
  const [xml, setXml] = useState(false);
  const preview = usePreviewCsvStatement(slug);
  const upload = useImportStatement(slug);

  const onPick = async (picked: File | null) => {
    setFile(picked);
    preview.reset();
    upload.reset();
    if (!picked) return;
    const pickedXml = await isXml(picked);
    setXml(pickedXml);
    if (!pickedXml) preview.mutate(picked);
  };
  const onImport = (mapping?: TCsvMapping) => {
    if (!file) return;
    upload.mutate(
      { file, mapping },
      {
        onSuccess: (result) => {
          notifySuccess(
            result.isNew
              ? intl.formatMessage(sm.importCounts, {
                  message: result.message,
                  matched: result.matched,
                  ambiguous: result.ambiguous,
                  unmatched: result.unmatched,
                  outgoing: result.outgoing,
                  alreadyImported: result.alreadyImported,
                })
              : result.message,
          );
          setFile(null);
          preview.reset();
          onImported(result.statementId);
        },
      },
    );
  };
  const failure = preview.error ?? upload.error;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="statement-import-title">
      <Stack gap="sm">
        <Title order={3} size="h4" id="statement-import-title">
          {intl.formatMessage(m.importTitle)}
        </Title>
        <Text size="sm" c="gray.8">
          {intl.formatMessage(sm.importHelp, { megabytes: STATEMENT_MAX_BYTES / 1024 / 1024 })}
        </Text>
        <FileInput
          label={intl.formatMessage(m.statementFile)}
          accept=".xml,.csv,.txt,text/csv,application/xml,text/xml"
          leftSection={<IconFileImport size={18} aria-hidden />}
          value={file}
          onChange={(picked) => void onPick(picked)}
          clearable
          clearButtonProps={{ 'aria-label': intl.formatMessage(m.clearFile) }}
          disabled={upload.isPending}
          w={{ base: '100%', sm: 420 }}
        />
        {preview.isPending && (
          <Text size="sm" role="status">
            {intl.formatMessage(m.readingColumns)}
          </Text>
        )}
        {failure && (
          <Alert color="red" title={intl.formatMessage(m.cannotImport)} role="alert">
            {errorMessage(failure)}
          </Alert>
        )}
        {file && xml && (
          <Group>
            <Button onClick={() => onImport()} loading={upload.isPending}>
              {intl.formatMessage(m.importStatement)}
            </Button>
          </Group>
        )}
        {file && !xml && preview.data && (
          <CsvMappingForm
            key={file.name + file.size}
            preview={preview.data}
            isBusy={upload.isPending}
            onImport={onImport}
          />
        )}
      </Stack>
    </Paper>
  );
}

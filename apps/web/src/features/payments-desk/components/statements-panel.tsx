import { formatDateTime } from '@congress/domain/dates';
import { Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useStatement, useStatements } from '../api/get-statements.ts';
import { LoadError } from './desk-states.tsx';
import { StatementImport } from './statement-import.tsx';
import { StatementLines } from './statement-lines.tsx';
import { useIntl } from 'react-intl';
import { m } from '../messages.ts';

/** Bank reconciliation: import a statement, then confirm its matches and settle the rest. */
export function StatementsPanel({ slug }: { slug: string }) {
  const intl = useIntl();
  const statements = useStatements(slug);
  const [chosen, setChosen] = useState<number | null>(null);
  const shownId = chosen ?? statements.data?.items[0]?.id ?? null;
  const statement = useStatement(shownId);

  return (
    <Stack gap="md">
      <StatementImport slug={slug} onImported={setChosen} />
      {statements.isPending ? (
        <PageLoader label={intl.formatMessage(m.loadingStatements)} />
      ) : statements.isError ? (
        <LoadError error={statements.error} onRetry={() => statements.refetch()} />
      ) : statements.data.items.length === 0 ? (
        <Text c="gray.8">{intl.formatMessage(m.noStatement)}</Text>
      ) : (
        <Stack gap="sm">
          <Select
            label={intl.formatMessage(m.statement)}
            data={statements.data.items.map((item) => ({
              value: String(item.id),
              label: intl.formatMessage(m.statementOption, {
                file: item.fileName,
                date: formatDateTime(item.importedAt),
                open: item.open,
                count: item.lineCount,
              }),
            }))}
            value={shownId === null ? null : String(shownId)}
            onChange={(value) => value && setChosen(Number(value))}
            allowDeselect={false}
            w={{ base: '100%', sm: 560 }}
          />
          {statement.isPending ? (
            <PageLoader label={intl.formatMessage(m.loadingStatement)} />
          ) : statement.isError ? (
            <LoadError error={statement.error} onRetry={() => statement.refetch()} />
          ) : (
            <StatementLines key={statement.data.id} slug={slug} statement={statement.data} />
          )}
        </Stack>
      )}
    </Stack>
  );
}

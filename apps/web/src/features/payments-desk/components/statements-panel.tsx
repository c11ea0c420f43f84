import { formatDateTime } from '@congress/domain/dates';
import { Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useStatement, useStatements } from '../api/get-statements.ts';
import { LoadError } from './desk-states.tsx';
import { StatementImport } from './statement-import.tsx';
import { StatementLines } from './statement-lines.tsx';

/** Bank reconciliation (issue 15): import a statement, then confirm its matches and settle the rest. */
export function StatementsPanel({ slug }: { slug: string }) {
  const statements = useStatements(slug);
  const [chosen, setChosen] = useState<number | null>(null);
  const shownId = chosen ?? statements.data?.items[0]?.id ?? null;
  const statement = useStatement(shownId);

  return (
    <Stack gap="md">
      <StatementImport slug={slug} onImported={setChosen} />
      {statements.isPending ? (
        <PageLoader label="Loading statements" />
      ) : statements.isError ? (
        <LoadError error={statements.error} onRetry={() => statements.refetch()} />
      ) : statements.data.items.length === 0 ? (
        <Text c="gray.8">No statement imported yet.</Text>
      ) : (
        <Stack gap="sm">
          <Select
            label="Statement"
            data={statements.data.items.map((item) => ({
              value: String(item.id),
              label: `${item.fileName} · imported ${formatDateTime(item.importedAt)} · ${item.open} of ${item.lineCount} lines open`,
            }))}
            value={shownId === null ? null : String(shownId)}
            onChange={(value) => value && setChosen(Number(value))}
            allowDeselect={false}
            w={{ base: '100%', sm: 560 }}
          />
          {statement.isPending ? (
            <PageLoader label="Loading the statement" />
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

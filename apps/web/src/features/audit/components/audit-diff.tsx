import type { TAuditEntry } from '@congress/domain/contracts/audit';
import { Box, Button, Card, Code, Stack, Table, Text } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNamedTime } from '../../../lib/i18n/use-zoned-time.ts';
import { type ChangeRow, changeRow } from '../audit-change-format.ts';
import { auditChanges } from '../audit-changes.ts';
import { m } from '../messages.ts';

type Props = { entry: Pick<TAuditEntry, 'id' | 'entity' | 'before' | 'after'> };

/**
 * What the entry changed, field by field in the reader's words: a small table from the sm
 * breakpoint, each change stacked (before over after) on a phone; the raw record behind a disclosure.
 */
export function AuditDiff({ entry }: Props) {
  const intl = useIntl();
  const named = useNamedTime();
  const set = useMemo(() => auditChanges(entry.before, entry.after), [entry.before, entry.after]);
  const rows = set.changes.map((change) =>
    changeRow(change, { intl, entity: entry.entity, currency: set.currency, dateTime: (v) => named(v) }),
  );
  const hasBoth = set.kind === 'update';
  const sideHeader = set.kind === 'delete' ? m.before : m.after;
  const label = intl.formatMessage(
    set.kind === 'create' ? m.createdValues : set.kind === 'delete' ? m.deletedValues : m.diffLabel,
  );
  if (set.kind === 'empty') return <Text size="sm">{intl.formatMessage(m.noValues)}</Text>;
  return (
    <Stack gap="xs">
      {rows.length === 0 ? (
        <Text size="sm">{intl.formatMessage(m.noChange)}</Text>
      ) : (
        <>
          <Table withTableBorder visibleFrom="sm" aria-label={label} layout="fixed">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{intl.formatMessage(m.field)}</Table.Th>
                {hasBoth && <Table.Th scope="col">{intl.formatMessage(m.before)}</Table.Th>}
                <Table.Th scope="col">{intl.formatMessage(hasBoth ? m.after : sideHeader)}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.path}>
                  <Table.Th scope="row" fw={600}>
                    <FieldName row={row} />
                  </Table.Th>
                  {hasBoth && <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.before}</Table.Td>}
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    {set.kind === 'delete' ? row.before : row.after}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Stack component="ul" gap="xs" hiddenFrom="sm" aria-label={label} p={0} m={0}>
            {rows.map((row) => (
              <Card key={row.path} component="li" withBorder padding="xs" style={{ listStyle: 'none' }}>
                <Text fw={600} size="sm">
                  <FieldName row={row} />
                </Text>
                {row.before !== undefined && (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {intl.formatMessage(m.beforeValue, { value: row.before })}
                  </Text>
                )}
                {row.after !== undefined && (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {intl.formatMessage(m.afterValue, { value: row.after })}
                  </Text>
                )}
              </Card>
            ))}
          </Stack>
        </>
      )}
      <RawRecord entry={entry} />
    </Stack>
  );
}

function FieldName({ row }: { row: ChangeRow }) {
  return (
    <>
      {row.where && (
        <Text component="span" size="xs" c="dimmed" display="block">
          {row.where}
        </Text>
      )}
      {row.field}
    </>
  );
}

/** The record as stored (already redacted by the server), for staff who need every field. */
function RawRecord({ entry }: Props) {
  const intl = useIntl();
  const [isOpen, setOpen] = useState(false);
  const id = useId();
  return (
    <Box>
      <Button
        size="compact-xs"
        variant="subtle"
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={() => setOpen((open) => !open)}
      >
        {intl.formatMessage(isOpen ? m.hideRaw : m.showRaw)}
      </Button>
      {isOpen && (
        <Code block id={id} mt="xs" style={{ maxHeight: 320, overflow: 'auto', whiteSpace: 'pre-wrap' }}>
          {JSON.stringify({ before: entry.before, after: entry.after }, null, 2)}
        </Code>
      )}
    </Box>
  );
}

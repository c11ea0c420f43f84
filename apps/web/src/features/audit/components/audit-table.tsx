import type { TAuditEntry } from '@congress/domain/contracts/audit';
import { Button, Card, Stack, Table, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { useNamedTime } from '../../../lib/i18n/use-zoned-time.ts';
import { actionLabel, entityLabel, m } from '../messages.ts';
import { AuditDiff } from './audit-diff.tsx';

const actorOf = (intl: IntlShape, entry: TAuditEntry) =>
  entry.actorEmail ?? (entry.actorKind === 'system' ? intl.formatMessage(m.system) : entry.actorKind);
const subjectOf = (intl: IntlShape, entry: TAuditEntry) =>
  `${entityLabel(intl, entry.entity)}${entry.entityId ? ` #${entry.entityId}` : ''}`;

type ToggleProps = { entry: TAuditEntry; isOpen: boolean; controls: string; onToggle: () => void };

function ToggleChanges({ isOpen, controls, onToggle }: ToggleProps) {
  const intl = useIntl();
  return (
    <Button size="xs" variant="default" aria-expanded={isOpen} aria-controls={controls} onClick={onToggle}>
      {intl.formatMessage(isOpen ? m.hideChanges : m.showChanges)}
    </Button>
  );
}

/** The entries: a table from the sm breakpoint, a card per entry on a phone (no sideways scroll). */
export function AuditTable({ items }: { items: TAuditEntry[] }) {
  const intl = useIntl();
  const [openId, setOpenId] = useState<number | null>(null);
  const named = useNamedTime();
  const toggle = (id: number) => () => setOpenId(openId === id ? null : id);
  return (
    <>
      <Table.ScrollContainer minWidth={760} visibleFrom="sm">
        <Table striped aria-label={intl.formatMessage(m.table)}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{intl.formatMessage(m.when)}</Table.Th>
              <Table.Th>{intl.formatMessage(m.who)}</Table.Th>
              <Table.Th>{intl.formatMessage(m.congress)}</Table.Th>
              <Table.Th>{intl.formatMessage(m.action)}</Table.Th>
              <Table.Th>{intl.formatMessage(m.entity)}</Table.Th>
              <Table.Th>{intl.formatMessage(m.values)}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((entry) => {
              const isOpen = openId === entry.id;
              return (
                <Fragment key={entry.id}>
                  <Table.Tr>
                    <Table.Td>{named(entry.at)}</Table.Td>
                    <Table.Td>{actorOf(intl, entry)}</Table.Td>
                    <Table.Td>{entry.congressLabel ?? '-'}</Table.Td>
                    <Table.Td>{actionLabel(intl, entry.action)}</Table.Td>
                    <Table.Td>{subjectOf(intl, entry)}</Table.Td>
                    <Table.Td>
                      <ToggleChanges
                        entry={entry}
                        isOpen={isOpen}
                        controls={`audit-diff-${entry.id}`}
                        onToggle={toggle(entry.id)}
                      />
                    </Table.Td>
                  </Table.Tr>
                  {isOpen && (
                    <Table.Tr id={`audit-diff-${entry.id}`}>
                      <Table.Td colSpan={6}>
                        <AuditDiff entry={entry} />
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack component="ul" gap="sm" hiddenFrom="sm" aria-label={intl.formatMessage(m.table)} p={0} m={0}>
        {items.map((entry) => {
          const isOpen = openId === entry.id;
          return (
            <Card key={entry.id} component="li" withBorder padding="sm" style={{ listStyle: 'none' }}>
              <Stack gap={4}>
                <Text fw={600}>
                  {actionLabel(intl, entry.action)} · {subjectOf(intl, entry)}
                </Text>
                <Text size="sm">{named(entry.at)}</Text>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {actorOf(intl, entry)}
                  {entry.congressLabel ? ` · ${entry.congressLabel}` : ''}
                </Text>
                <div>
                  <ToggleChanges
                    entry={entry}
                    isOpen={isOpen}
                    controls={`audit-diff-card-${entry.id}`}
                    onToggle={toggle(entry.id)}
                  />
                </div>
                {isOpen && (
                  <div id={`audit-diff-card-${entry.id}`}>
                    <AuditDiff entry={entry} />
                  </div>
                )}
              </Stack>
            </Card>
          );
        })}
      </Stack>
    </>
  );
}

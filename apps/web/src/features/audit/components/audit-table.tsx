import type { TAuditEntry } from '@congress/domain/contracts/audit';
import { Button, Table } from '@mantine/core';
import { Fragment, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNamedTime } from '../../../lib/i18n/use-zoned-time.ts';
import { actionLabel, entityLabel, m } from '../messages.ts';
import { AuditDiff } from './audit-diff.tsx';

export function AuditTable({ items }: { items: TAuditEntry[] }) {
  const intl = useIntl();
  const [openId, setOpenId] = useState<number | null>(null);
  const named = useNamedTime();
  return (
    <Table.ScrollContainer minWidth={760}>
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
                  <Table.Td>
                    {entry.actorEmail ??
                      (entry.actorKind === 'system' ? intl.formatMessage(m.system) : entry.actorKind)}
                  </Table.Td>
                  <Table.Td>{entry.congressLabel ?? '-'}</Table.Td>
                  <Table.Td>{actionLabel(intl, entry.action)}</Table.Td>
                  <Table.Td>
                    {entityLabel(intl, entry.entity)}
                    {entry.entityId ? ` #${entry.entityId}` : ''}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      aria-expanded={isOpen}
                      aria-controls={`audit-diff-${entry.id}`}
                      onClick={() => setOpenId(isOpen ? null : entry.id)}
                    >
                      {intl.formatMessage(isOpen ? m.hideChanges : m.showChanges)}
                    </Button>
                  </Table.Td>
                </Table.Tr>
                {isOpen && (
                  <Table.Tr id={`audit-diff-${entry.id}`}>
                    <Table.Td colSpan={6}>
                      <AuditDiff before={entry.before} after={entry.after} />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

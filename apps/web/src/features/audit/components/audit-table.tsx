import type { TAuditEntry } from '@congress/domain/contracts/audit';
import { formatDateTime } from '@congress/domain/dates';
import { Button, Table } from '@mantine/core';
import { Fragment, useState } from 'react';
import { AuditDiff } from './audit-diff.tsx';

export function AuditTable({ items }: { items: TAuditEntry[] }) {
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped aria-label="Audit log">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>Congress</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th>Entity</Table.Th>
            <Table.Th>Values</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((entry) => {
            const isOpen = openId === entry.id;
            return (
              <Fragment key={entry.id}>
                <Table.Tr>
                  <Table.Td>{formatDateTime(entry.at)}</Table.Td>
                  <Table.Td>{entry.actorEmail ?? entry.actorKind}</Table.Td>
                  <Table.Td>{entry.congressLabel ?? '-'}</Table.Td>
                  <Table.Td>{entry.action}</Table.Td>
                  <Table.Td>
                    {entry.entity}
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
                      {isOpen ? 'Hide changes' : 'Show changes'}
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

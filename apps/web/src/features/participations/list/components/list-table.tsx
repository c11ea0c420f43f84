import type { TParticipationListRow } from '@congress/domain/contracts/participation-list';
import { Checkbox, Table } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { OPTIONAL_COLUMNS, type OptionalColumn } from '../list-columns.ts';
import { type RowTone, rowTone } from '../list-url-state.ts';
import { ColumnCell, ColumnHeader, type ListCongress } from './list-cells.tsx';
import { type ListSortValue, SortableTh } from './sortable-th.tsx';
import { GroupBadge } from './group-badge.tsx';

export type { ListSortValue };

/** Light backgrounds with the default dark text (contrast well above 4.5:1) and a marked left edge. */
const TONE_STYLE: Record<RowTone, CSSProperties> = {
  paid: {
    backgroundColor: 'var(--mantine-color-green-0)',
    boxShadow: 'inset 4px 0 0 var(--mantine-color-green-8)',
  },
  waiting: {
    backgroundColor: 'var(--mantine-color-pink-0)',
    boxShadow: 'inset 4px 0 0 var(--mantine-color-pink-8)',
  },
  refund: {
    backgroundColor: 'var(--mantine-color-yellow-0)',
    boxShadow: 'inset 4px 0 0 var(--mantine-color-yellow-9)',
  },
  cancelled: {
    backgroundColor: 'var(--mantine-color-gray-2)',
    boxShadow: 'inset 4px 0 0 var(--mantine-color-gray-7)',
  },
};

/**
 * The Actions column stays in view when the table scrolls sideways (always visible at
 * 1280 px): stuck to the right edge, on the row's own background, with a line marking the edge.
 */
const STICKY_ACTIONS: CSSProperties = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  backgroundColor: 'inherit',
  boxShadow: 'inset 1px 0 0 var(--mantine-color-gray-4)',
};

export function ListTable(props: {
  rows: TParticipationListRow[];
  congress: ListCongress;
  /** Whether each row is selected (picked one by one, or all matching the filter). */
  isSelected: (participationId: number) => boolean;
  /** A newer page is on its way: the rows shown are the previous ones. */
  isBusy: boolean;
  /** Admins select rows for the bulk actions; visualisation has no selection (read only). */
  onToggle?: ((ids: number[], selected: boolean) => void) | undefined;
  sort: ListSortValue;
  onSort: (sort: string) => void;
  hidden: ReadonlySet<OptionalColumn>;
  renderActions?: ((row: TParticipationListRow) => ReactNode) | undefined;
  /** A group badge narrows the list to its group's places (decisions 49). */
  onFilterGroup?: ((reference: string) => void) | undefined;
}) {
  const intl = useIntl();
  const { rows, onToggle } = props;
  const ids = rows.map((row) => row.participationId);
  const selectedHere = ids.filter((id) => props.isSelected(id)).length;
  const sorting = { sort: props.sort, onSort: props.onSort };
  const shown = OPTIONAL_COLUMNS.filter((column) => !props.hidden.has(column));

  return (
    <Table.ScrollContainer minWidth={320 + shown.length * 80} type="native">
      {/* Narrow cell padding: every column fits a 1280 px screen before the Actions must stick. */}
      <Table
        verticalSpacing="xs"
        horizontalSpacing={6}
        fz="sm"
        aria-label={intl.formatMessage({
          id: 'participations.table.label',
          defaultMessage: 'Participations',
        })}
        aria-busy={props.isBusy}
      >
        <Table.Thead>
          <Table.Tr style={{ backgroundColor: 'var(--mantine-color-body)' }}>
            {onToggle && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={intl.formatMessage({
                    id: 'participations.table.selectPage',
                    defaultMessage: 'Select all rows of this page',
                  })}
                  checked={rows.length > 0 && selectedHere === rows.length}
                  indeterminate={selectedHere > 0 && selectedHere < rows.length}
                  onChange={(event) => onToggle(ids, event.currentTarget.checked)}
                />
              </Table.Th>
            )}
            <SortableTh sortKey="name" {...sorting}>
              {intl.formatMessage({ id: 'participations.column.name', defaultMessage: 'Name' })}
            </SortableTh>
            {shown.map((column) => (
              <ColumnHeader key={column} column={column} {...sorting} />
            ))}
            {props.renderActions && (
              <Table.Th style={STICKY_ACTIONS}>
                <FormattedMessage id="participations.column.actions" defaultMessage="Actions" />
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const tone = rowTone(row);
            const name = `${row.firstName} ${row.lastName}`;
            return (
              <Table.Tr key={row.participationId} style={TONE_STYLE[tone]} data-tone={tone}>
                {onToggle && (
                  <Table.Td>
                    <Checkbox
                      aria-label={intl.formatMessage(
                        { id: 'participations.table.selectRow', defaultMessage: 'Select {name}' },
                        { name },
                      )}
                      checked={props.isSelected(row.participationId)}
                      onChange={(event) => onToggle([row.participationId], event.currentTarget.checked)}
                    />
                  </Table.Td>
                )}
                <Table.Td fw={600}>
                  {name}
                  <GroupBadge group={row.group} onFilter={props.onFilterGroup} />
                </Table.Td>
                {shown.map((column) => (
                  <ColumnCell key={column} column={column} row={row} congress={props.congress} />
                ))}
                {props.renderActions && (
                  <Table.Td style={STICKY_ACTIONS}>{props.renderActions(row)}</Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

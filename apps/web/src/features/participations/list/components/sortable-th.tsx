import type { ListSortKey } from '@congress/domain/contracts/participation-list';
import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';

/** `name` ascending, `-name` descending (the API's `sort` parameter); undefined = by name. */
export type ListSortValue = string | undefined;

function readSort(sort: ListSortValue): { key: string; descending: boolean } {
  if (!sort) return { key: 'name', descending: false };
  return sort.startsWith('-') ? { key: sort.slice(1), descending: true } : { key: sort, descending: false };
}

/** A header that sorts the list on the server; a second press reverses the order. */
export function SortableTh(props: {
  sortKey: ListSortKey;
  sort: ListSortValue;
  onSort: (sort: string) => void;
  children: string;
  align?: 'right' | undefined;
}) {
  const current = readSort(props.sort);
  const isActive = current.key === props.sortKey;
  const ariaSort = isActive ? (current.descending ? 'descending' : 'ascending') : 'none';
  const Icon = !isActive ? IconArrowsSort : current.descending ? IconSortDescending : IconSortAscending;
  const next = isActive && !current.descending ? `-${props.sortKey}` : props.sortKey;
  return (
    <Table.Th aria-sort={ariaSort} ta={props.align}>
      <UnstyledButton
        onClick={() => props.onSort(next)}
        fz="sm"
        fw={700}
        // Inline, so a long header wraps word by word (Amount / due), its icon after the last word,
        // rather than widen its column: every column fits a 1280 px screen before Actions.
        style={{ textAlign: 'start' }}
      >
        {props.children}{' '}
        <Icon
          size={14}
          aria-hidden
          stroke={isActive ? 2.2 : 1.5}
          style={{ display: 'inline', verticalAlign: 'text-bottom' }}
        />
      </UnstyledButton>
    </Table.Th>
  );
}

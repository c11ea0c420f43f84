import type { TBulkSelectionInput } from '@congress/domain/contracts/bulk-actions';
import type { TParticipationFilter } from '@congress/domain/contracts/participation-list';
import { useState } from 'react';

/**
 * The list's selection: participations picked one by one, kept across pages, or every
 * participation matching the filter ("all N"), which the server counts again before it acts.
 */
export type ListSelection =
  | { kind: 'picked'; ids: ReadonlySet<number> }
  | { kind: 'all'; filter: TParticipationFilter; total: number };

const NOTHING: ListSelection = { kind: 'picked', ids: new Set() };

export const selectionCount = (selection: ListSelection) =>
  selection.kind === 'all' ? selection.total : selection.ids.size;

/** What the bulk endpoints and the e-mail modal receive (decisions 25: selectors only). */
export function selectionForApi(selection: ListSelection): TBulkSelectionInput {
  return selection.kind === 'all'
    ? { kind: 'filter', filter: selection.filter, expectedCount: selection.total }
    : { kind: 'participations', ids: [...selection.ids] };
}

export function useListSelection() {
  const [selection, setSelection] = useState<ListSelection>(NOTHING);

  const isSelected = (id: number) => selection.kind === 'all' || selection.ids.has(id);

  /** Ticking rows adds to the picked ones; unticking one of "all N" keeps the page's other rows. */
  const toggle = (ids: number[], isChecked: boolean, pageIds: number[]) =>
    setSelection((current) => {
      const next = new Set(current.kind === 'all' ? pageIds : current.ids);
      for (const id of ids) {
        if (isChecked) next.add(id);
        else next.delete(id);
      }
      return { kind: 'picked', ids: next };
    });

  return {
    selection,
    count: selectionCount(selection),
    isSelected,
    toggle,
    selectAll: (filter: TParticipationFilter, total: number) => setSelection({ kind: 'all', filter, total }),
    clear: () => setSelection(NOTHING),
  };
}

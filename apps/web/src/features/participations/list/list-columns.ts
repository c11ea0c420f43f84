import { z } from 'zod';
import { readStored, writeStored } from '../../../lib/storage.ts';

/**
 * The list's columns an organiser may hide (the column chooser). The name, the selection
 * box and the row Actions always show.
 */
export const OPTIONAL_COLUMNS = [
  'email',
  'memberNumber',
  'type',
  'hotel',
  'room',
  'rate',
  'status',
  'payment',
  'amountDue',
  'second',
  'checkedIn',
] as const;
export type OptionalColumn = (typeof OPTIONAL_COLUMNS)[number];

/** The hidden ones are kept, so a column added later shows until someone hides it. */
const ZHiddenColumns = z.array(z.enum(OPTIONAL_COLUMNS));

/** Per user on this browser: two organisers sharing a computer keep their own columns. */
const storageKey = (userKey: string) => `participation-list:hidden-columns:${userKey}`;

export function readHiddenColumns(userKey: string): ReadonlySet<OptionalColumn> {
  return new Set(readStored(storageKey(userKey), ZHiddenColumns) ?? []);
}

export function writeHiddenColumns(userKey: string, hidden: ReadonlySet<OptionalColumn>): void {
  writeStored(
    storageKey(userKey),
    OPTIONAL_COLUMNS.filter((column) => hidden.has(column)),
  );
}

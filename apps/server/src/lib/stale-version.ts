import { VERSION_MESSAGES } from '@congress/domain/contracts/versions';
import { AppError } from './app-error.ts';

/** A staff write from an older read (decisions 39): 409, and the transaction saves nothing. */
export const staleVersion = () => new AppError('VERSION_CONFLICT', VERSION_MESSAGES.conflict);

/**
 * Throws when the compare-and-set UPDATE (`... where version = $read`) touched no row: the record
 * moved on since the caller read it.
 */
export function assertFreshWrite(rowsTouched: number): void {
  if (rowsTouched === 0) throw staleVersion();
}

import { type TCongress, ZCongress } from '@congress/domain/contracts/congress';
import { readStored, removeStored, writeStored } from '../lib/storage.ts';

/** The congress is kept in local storage (spec 1). */
export const CONGRESS_STORAGE_KEY = 'congress.current';

export function readStoredCongress(slug?: string): TCongress | null {
  const stored = readStored(CONGRESS_STORAGE_KEY, ZCongress);
  if (!stored) return null;
  return slug === undefined || stored.slug === slug ? stored : null;
}

export function storeCongress(congress: TCongress): void {
  writeStored(CONGRESS_STORAGE_KEY, congress);
}

export function clearStoredCongress(): void {
  removeStored(CONGRESS_STORAGE_KEY);
}

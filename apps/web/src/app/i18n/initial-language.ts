import { isLanguage, type Language, pickLanguage } from '@congress/domain/i18n/languages';
import { z } from 'zod';
import { readStored, writeStored } from '../../lib/storage.ts';

/** The language chosen in the header on this device; the account keeps it too once signed in. */
export const LANGUAGE_STORAGE_KEY = 'congress.language';

export function storedLanguage(): Language | null {
  const value = readStored(LANGUAGE_STORAGE_KEY, z.string());
  return isLanguage(value) ? value : null;
}

export function storeLanguage(language: Language): void {
  writeStored(LANGUAGE_STORAGE_KEY, language);
}

/** A choice made here, else the browser's languages, else English. */
export function initialLanguage(): Language {
  return storedLanguage() ?? pickLanguage(globalThis.navigator?.languages ?? []);
}

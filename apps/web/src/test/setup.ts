// Mantine reads matchMedia, which jsdom lacks.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Mantine's Combobox (Select) observes its size; jsdom has no ResizeObserver.
if (typeof window !== 'undefined' && typeof window.ResizeObserver === 'undefined') {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// The reader sits in the demo congress's zone (Lisbon), whatever the machine's: a test of a reader
// elsewhere sets TZ itself (times show the reader's clock beside the congress's when they differ).
const READER_ZONE = 'Europe/Lisbon';
process.env.TZ = READER_ZONE;

// jsdom lays nothing out and does not scroll; the router's scroll restoration calls scrollTo.
if (typeof window !== 'undefined') window.scrollTo = () => {};

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
import { setFormatLanguage } from '@congress/domain/i18n/format-locale';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '../app/i18n/initial-language.ts';

afterEach(() => {
  cleanup();
  // A test in French (renderApp's `language`) leaves the next one in English.
  globalThis.localStorage?.removeItem(LANGUAGE_STORAGE_KEY);
  setFormatLanguage('en');
  process.env.TZ = READER_ZONE;
});
// Lazy screens compile on first import: give them time under a cold test run.
configure({ asyncUtilTimeout: 5000 });

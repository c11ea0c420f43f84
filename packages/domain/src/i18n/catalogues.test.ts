import { describe, expect, it } from 'vitest';
import { checkCatalogues } from './catalogue-check.ts';

/**
 * The catalogues are checked with the tests. Every message of the code (FormatJS messages
 * and the shared texts) has its French and Portuguese, each a valid ICU message with the English's
 * arguments, and no catalogue keeps a message the code no longer has.
 */
describe('the message catalogues', async () => {
  const reports = await checkCatalogues();
  for (const report of reports) {
    it(`${report.language}: every message translated, none stale, none invalid`, () => {
      expect({
        missing: report.missing.map((m) => m.id),
        stale: report.stale,
        duplicates: report.duplicates,
        invalid: report.invalid,
      }).toEqual({ missing: [], stale: [], duplicates: [], invalid: [] });
    });
  }
});

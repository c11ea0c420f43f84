import { z } from 'zod';
import { defineTexts } from '../i18n/texts.ts';

/**
 * Decisions 39: every staff write of a participation, rate, activity, user or congress carries the
 * version it was read at; a write from an older read is refused whole.
 */
export const VERSION_MESSAGES = defineTexts({
  conflict: 'This record was changed by someone else. Reload to see the changes.',
  required: 'The version of the record as it was read is missing. Reload and try again.',
});

/** The error code of a stale write (409), so the client can offer to reload. */
export const VERSION_CONFLICT_CODE = 'VERSION_CONFLICT';

/** A record's version as read; every write adds one. */
export const ZVersion = z
  .number({ error: VERSION_MESSAGES.required })
  .int(VERSION_MESSAGES.required)
  .positive(VERSION_MESSAGES.required);

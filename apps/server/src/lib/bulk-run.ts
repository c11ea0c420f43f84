import type { TBulkFailure, TBulkSummary } from '@congress/domain/contracts/bulk-actions';
import type { Language } from '@congress/domain/i18n/languages';
import { registeredTexts } from '@congress/domain/i18n/texts';
import type { TextValues } from '@congress/domain/i18n/translator';
import { MESSAGES } from '@congress/domain/messages';
import { translatorFor } from '../i18n/translators.ts';
import { AppError } from './app-error.ts';

/** The text and values of a failure's English message, for the answer in the reader's language. */
const failureTexts = new WeakMap<TBulkFailure, { text: string; values?: TextValues | undefined }>();

/**
 * A summary in the reader's language: the services keep English, which the audit records,
 * and the route answers with this.
 */
export function localizeBulkSummary(summary: TBulkSummary, language: Language): TBulkSummary {
  if (language === 'en') return summary;
  const { text } = translatorFor(language);
  return {
    ...summary,
    failures: summary.failures.map((failure) => {
      const source = failureTexts.get(failure);
      if (source) return { ...failure, message: text(source.text, source.values) };
      return registeredTexts().has(failure.message)
        ? { ...failure, message: text(failure.message) }
        : failure;
    }),
  };
}

/** A participation a bulk action works on, named for the summary. */
export type BulkTarget = { participationId: number; name: string };

/** What one row's own transaction did: changed it, or found it already as wanted. */
export type BulkRowOutcome = 'done' | 'unchanged';

/**
 * Runs a bulk action one participation at a time, each in its own transaction (`apply`), so one
 * refusal (a full rate, a transfer already received) neither stops nor undoes the others. A refusal
 * is reported with the service's own message; anything unexpected as the generic error, logged.
 */
export async function runBulk(
  targets: readonly BulkTarget[],
  refused: readonly TBulkFailure[],
  apply: (target: BulkTarget) => Promise<BulkRowOutcome>,
  onUnexpected: (error: unknown) => void,
): Promise<TBulkSummary> {
  const summary: TBulkSummary = {
    requested: targets.length + refused.length,
    done: 0,
    unchanged: 0,
    failures: [...refused],
  };
  for (const target of targets) {
    try {
      summary[await apply(target)] += 1;
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode >= 500) onUnexpected(error);
      const known = error instanceof AppError && error.statusCode < 500 ? error : null;
      const failure = {
        participationId: target.participationId,
        name: target.name,
        message: known ? known.message : MESSAGES.genericError,
      };
      if (known) failureTexts.set(failure, { text: known.text, values: known.values });
      summary.failures.push(failure);
    }
  }
  return summary;
}

import type { TBulkFailure, TBulkSummary } from '@congress/domain/contracts/bulk-actions';
import { MESSAGES } from '@congress/domain/messages';
import { AppError } from './app-error.ts';

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
      const message =
        error instanceof AppError && error.statusCode < 500 ? error.message : MESSAGES.genericError;
      summary.failures.push({ participationId: target.participationId, name: target.name, message });
    }
  }
  return summary;
}

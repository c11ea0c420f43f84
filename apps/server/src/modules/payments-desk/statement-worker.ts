import { parentPort, workerData } from 'node:worker_threads';
import { AppError } from '../../lib/app-error.ts';
import { previewCsv, readStatementLines } from './statement-file.ts';
import type { StatementJob, StatementOutcome } from './statement-off-thread.ts';

/** A statement read on a worker thread (see statement-off-thread.ts): one job in, one outcome out. */
const job = workerData as StatementJob;
let outcome: StatementOutcome;
try {
  outcome = {
    ok: true,
    result:
      job.kind === 'preview'
        ? previewCsv(job.text, job.remembered)
        : readStatementLines(job.file, job.mapping, job.currency),
  };
} catch (error) {
  outcome =
    error instanceof AppError
      ? { ok: false, text: error.text, values: error.values }
      : { ok: false, text: null, values: undefined };
}
parentPort?.postMessage(outcome);

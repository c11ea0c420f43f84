import {
  RECONCILE_MESSAGES,
  STATEMENT_MAX_LINES,
  type TCsvMapping,
  type TCsvPreview,
} from '@congress/domain/contracts/reconciliation';
import type { TextValues } from '@congress/domain/i18n/translator';
import { Worker } from 'node:worker_threads';
import type { StatementText, readStatementLines } from './statement-file.ts';
import { fileError } from './statement-line.ts';

type StatementRead = ReturnType<typeof readStatementLines>;

export type StatementJob =
  | { kind: 'preview'; text: string; remembered: TCsvMapping | null }
  | { kind: 'lines'; file: StatementText; mapping: TCsvMapping | null; currency: string };

export type StatementOutcome =
  | { ok: true; result: TCsvPreview | StatementRead }
  | { ok: false; text: string | null; values: TextValues | undefined };

/** What a statement's reading may take: far more than 5000 lines need, far less than the server has. */
const LIMITS = { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 };
const TIMEOUT_MS = 20_000;

/**
 * Text lines a CSV statement may have: its lines, with room for quoted fields that run over several
 * text lines and for blank ones. Counted before a thread is started for a file of a million lines.
 */
const CSV_MAX_TEXT_LINES = 4 * (STATEMENT_MAX_LINES + 1);

function tooManyTextLines(text: string): boolean {
  let count = 0;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) {
    if (++count > CSV_MAX_TEXT_LINES) return true;
  }
  return false;
}

/** The bundle runs the built worker beside main.js; tests and `npm run dev` run the source through tsx. */
const fromSource = import.meta.url.endsWith('.ts');
const WORKER_URL = new URL(fromSource ? './statement-worker.ts' : './statement-worker.js', import.meta.url);

/**
 * A statement's file read on a worker thread with a memory cap and a time limit: parsing a 5 MB CSV
 * takes the CSV library hundreds of milliseconds (far more when its rows are short of columns), time
 * every other request would wait on the event loop. The worker's refusals come back as the same
 * 400s; a crash, the memory cap or the time limit answer that the file could not be read.
 */
function runStatementJob(job: StatementJob): Promise<TCsvPreview | StatementRead> {
  const unreadable = () =>
    fileError(
      job.kind === 'lines' && job.file.format !== 'csv'
        ? RECONCILE_MESSAGES.xmlInvalid
        : RECONCILE_MESSAGES.csvUnreadable,
    );
  const csv = job.kind === 'preview' ? job.text : job.file.format === 'csv' ? job.file.text : null;
  if (csv !== null && tooManyTextLines(csv))
    return Promise.reject(fileError(RECONCILE_MESSAGES.tooManyLines));
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, {
      workerData: job,
      resourceLimits: LIMITS,
      ...(fromSource ? { execArgv: ['--import', 'tsx'] } : {}),
    });
    let settled = false;
    const settle = (run: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      run();
      void worker.terminate();
    };
    const timer = setTimeout(() => settle(() => reject(unreadable())), TIMEOUT_MS);
    worker.once('message', (outcome: StatementOutcome) =>
      settle(() => {
        if (outcome.ok) resolve(outcome.result);
        else reject(outcome.text ? fileError(outcome.text, outcome.values) : unreadable());
      }),
    );
    worker.once('error', () => settle(() => reject(unreadable())));
    worker.once('exit', () => settle(() => reject(unreadable())));
  });
}

/** `previewCsv` of statement-file.ts, off the event loop. */
export const previewCsvOffThread = (text: string, remembered: TCsvMapping | null) =>
  runStatementJob({ kind: 'preview', text, remembered }) as Promise<TCsvPreview>;

/** `readStatementLines` of statement-file.ts, off the event loop. */
export const readStatementLinesOffThread = (
  file: StatementText,
  mapping: TCsvMapping | null,
  currency: string,
) => runStatementJob({ kind: 'lines', file, mapping, currency }) as Promise<StatementRead>;

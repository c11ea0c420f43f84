import { z } from 'zod';
import { MAX_ID } from '../ids.ts';
import { overdueBefore } from './payments-desk.ts';

/**
 * The organiser overview's figures as participation-list filters: every figure links to
 * the list filtered to exactly the rows behind it. The list's URL and its server query carry one
 * `figure` text (`money:due`, `place-rate:12`...), parsed here on both sides.
 */
/**
 * The Money card (decisions 31, 41, 43): still to collect = awaiting transfer + due, so the card
 * agrees with itself; "owed to participants" is every credit (a staff change, a cancellation, an
 * overpayment, an open refund request), which replaces the former "refunds pending".
 */
export const MONEY_FIGURES = ['invoiced', 'collected', 'awaiting', 'due', 'to-collect', 'owed'] as const;
export type MoneyFigure = (typeof MONEY_FIGURES)[number];
export const TRANSFER_FIGURES = ['due-week', 'overdue'] as const;
export type TransferFigure = (typeof TRANSFER_FIGURES)[number];

export type ListFigure =
  /** Participations created after the instant (the overview's "last 7 days"). */
  | { kind: 'new'; since: string }
  | { kind: 'money'; which: MoneyFigure }
  | { kind: 'transfer'; which: TransferFigure }
  /** Participations holding a place on the rate, or on any rate of the hotel (booking's place count). */
  | { kind: 'place-rate'; id: number }
  | { kind: 'place-hotel'; id: number }
  /** Participations one of whose people chose the activity (registration not cancelled). */
  | { kind: 'activity'; id: number };

const ID = /^[1-9]\d{0,9}$/;

export function parseListFigure(text: string): ListFigure | null {
  const colon = text.indexOf(':');
  if (colon < 0) return null;
  const kind = text.slice(0, colon);
  const value = text.slice(colon + 1);
  const id = ID.test(value) && Number(value) <= MAX_ID ? Number(value) : null;
  switch (kind) {
    case 'new':
      return Number.isNaN(Date.parse(value)) || !value.endsWith('Z') ? null : { kind, since: value };
    case 'money':
      return (MONEY_FIGURES as readonly string[]).includes(value)
        ? { kind, which: value as MoneyFigure }
        : null;
    case 'transfer':
      return (TRANSFER_FIGURES as readonly string[]).includes(value)
        ? { kind, which: value as TransferFigure }
        : null;
    case 'place-rate':
    case 'place-hotel':
    case 'activity':
      return id === null ? null : { kind, id };
    default:
      return null;
  }
}

export function listFigureText(figure: ListFigure): string {
  switch (figure.kind) {
    case 'new':
      return `new:${figure.since}`;
    case 'money':
    case 'transfer':
      return `${figure.kind}:${figure.which}`;
    case 'place-rate':
    case 'place-hotel':
    case 'activity':
      return `${figure.kind}:${figure.id}`;
  }
}

/** The list's `figure` filter: text that `parseListFigure` reads. */
export const ZListFigureText = z
  .string()
  .max(80)
  .refine((text) => parseListFigure(text) !== null, 'Unknown figure');

const DAY_MS = 86_400_000;

/**
 * Bank transfers due this week and overdue (decisions 11): a pending transfer is due 15 days after it
 * was chosen (`transferDueAt` of the payments desk); overdue once that instant has passed, "due this
 * week" when it falls within the next 7 days. Transfers chosen before `overdueBefore` are overdue;
 * those chosen from then until `dueWeekBefore` are due this week.
 */
export function transferWindows(now: Date) {
  const overdue = overdueBefore(now);
  return { overdueBefore: overdue, dueWeekBefore: new Date(overdue.getTime() + 7 * DAY_MS) };
}

/** The overview's "last 7 days". */
export const newSince = (now: Date) => new Date(now.getTime() - 7 * DAY_MS);

export const MONEY_FIGURE_LABELS: Record<MoneyFigure, string> = {
  invoiced: 'Invoiced',
  collected: 'Collected',
  awaiting: 'Awaiting transfer',
  due: 'Due',
  'to-collect': 'Still to collect',
  owed: 'Owed to participants',
};
/** What the list says it shows when opened from a figure. */
export function listFigureLabel(figure: ListFigure): string {
  switch (figure.kind) {
    case 'new':
      return 'Made in the last 7 days';
    case 'money':
      return MONEY_FIGURE_LABELS[figure.which];
    case 'transfer':
      return TRANSFER_FIGURE_LABELS[figure.which];
    case 'place-rate':
      return 'Holding a place on one rate';
    case 'place-hotel':
      return 'Holding a place in one hotel';
    case 'activity':
      return 'Chose one activity';
  }
}

export const TRANSFER_FIGURE_LABELS: Record<TransferFigure, string> = {
  'due-week': 'Transfers due this week',
  overdue: 'Transfers overdue',
};

import { RECONCILE_MESSAGES, type StatementFormat } from '@congress/domain/contracts/reconciliation';
import type { XMLParser } from 'fast-xml-parser';
import { lazyRequire } from '../../lib/lazy-require.ts';
import { fileError, type ParsedLine, textOrNull } from './statement-line.ts';

type Node = Record<string, unknown>;
const REPEATED = new Set(['Stmt', 'Rpt', 'Ntfctn', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd']);

const loadXmlParser = lazyRequire<typeof import('fast-xml-parser')>('fast-xml-parser');
let parser: XMLParser | undefined;
const parserOptions = {
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  processEntities: false,
  isArray: (name: string) => REPEATED.has(name),
};

const node = (value: unknown): Node => (value && typeof value === 'object' ? (value as Node) : {});
const list = (value: unknown): Node[] =>
  Array.isArray(value) ? value.map(node) : value ? [node(value)] : [];
const text = (value: unknown) => textOrNull(typeof value === 'object' ? node(value)['#text'] : value);
const path = (value: unknown, ...keys: string[]) => keys.reduce<unknown>((at, key) => node(at)[key], value);

/** "600.00" (camt amounts always use a point) in cents; null when not an amount. */
function cents(amount: unknown): number | null {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text(amount) ?? '');
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}

/** The payer: Dbtr/Nm (camt.053.001.02) or Dbtr/Pty/Nm (.08 and later). */
const debtorOf = (tx: Node) =>
  text(path(tx, 'RltdPties', 'Dbtr', 'Nm')) ?? text(path(tx, 'RltdPties', 'Dbtr', 'Pty', 'Nm'));

/** Free text and structured creditor references, as one text the matching reads. */
function remittanceOf(tx: Node): string | null {
  const info = node(path(tx, 'RmtInf'));
  const parts = [
    ...(Array.isArray(info.Ustrd) ? info.Ustrd : [info.Ustrd]).map(text),
    ...list(info.Strd).map((strd) => text(path(strd, 'CdtrRefInf', 'Ref'))),
  ];
  const unique = [...new Set(parts.filter((p): p is string => Boolean(p)))];
  return unique.length ? unique.join(' ') : null;
}

function entryLines(entry: Node, index: number): ParsedLine[] {
  const status = text(path(entry, 'Sts', 'Cd')) ?? text(entry.Sts);
  if (status && status !== 'BOOK') return [];
  const sign = text(entry.CdtDbtInd) === 'DBIT' ? -1 : 1;
  const bookedOn = (text(path(entry, 'BookgDt', 'Dt')) ?? text(path(entry, 'BookgDt', 'DtTm')))?.slice(0, 10);
  const amount = cents(entry.Amt);
  const currency = text(path(entry, 'Amt', '@Ccy'));
  if (!bookedOn || !/^\d{4}-\d{2}-\d{2}$/.test(bookedOn))
    throw fileError(RECONCILE_MESSAGES.badCamtEntry, { entry: String(index), what: 'BookgDt' });
  if (amount === null || !currency)
    throw fileError(RECONCILE_MESSAGES.badCamtEntry, { entry: String(index), what: 'Amt' });
  const entryKey = text(entry.AcctSvcrRef) ?? text(entry.NtryRef);
  const details = list(entry.NtryDtls).flatMap((d) => list(d.TxDtls));
  if (details.length === 0) details.push({});
  // A batch booking: one entry, one line per transaction with its own amount.
  return details.map((tx, n) => {
    const txAmount =
      details.length > 1 ? (cents(tx.Amt) ?? cents(path(tx, 'AmtDtls', 'TxAmt', 'Amt'))) : amount;
    if (txAmount === null)
      throw fileError(RECONCILE_MESSAGES.badCamtEntry, { entry: String(index), what: 'TxDtls/Amt' });
    const txKey = text(path(tx, 'Refs', 'AcctSvcrRef'));
    return {
      bookedOn,
      amountCents: sign * txAmount,
      currency,
      counterparty: debtorOf(tx),
      remittance: remittanceOf(tx),
      bankReference: txKey ?? entryKey,
      entryKey: txKey ?? (entryKey && details.length > 1 ? `${entryKey}/${n + 1}` : entryKey),
    };
  });
}

/**
 * The three ISO 20022 cash-management messages a bank sends, with the same entries (Ntry) under a
 * different parent: the intraday report (camt.052), the statement (camt.053), the debit/credit
 * notification (camt.054).
 */
const CAMT_KINDS: { format: Exclude<StatementFormat, 'csv'>; root: string; parent: string }[] = [
  { format: 'camt053', root: 'BkToCstmrStmt', parent: 'Stmt' },
  { format: 'camt052', root: 'BkToCstmrAcctRpt', parent: 'Rpt' },
  { format: 'camt054', root: 'BkToCstmrDbtCdtNtfctn', parent: 'Ntfctn' },
];

/** A camt.052, .053 or .054 file's booked entries, DBIT ones as money out. */
export function readCamt(xml: string): { format: Exclude<StatementFormat, 'csv'>; lines: ParsedLine[] } {
  if (/<!DOCTYPE/i.test(xml)) throw fileError(RECONCILE_MESSAGES.xmlDoctype);
  const { XMLParser, XMLValidator } = loadXmlParser();
  parser ??= new XMLParser(parserOptions);
  if (XMLValidator.validate(xml) !== true) throw fileError(RECONCILE_MESSAGES.xmlInvalid);
  const document = path(parser.parse(xml), 'Document');
  for (const { format, root, parent } of CAMT_KINDS) {
    const sections = list(path(document, root, parent));
    if (sections.length === 0) continue;
    let index = 0;
    const lines = sections.flatMap((section) =>
      list(section.Ntry).flatMap((entry) => entryLines(entry, ++index)),
    );
    return { format, lines };
  }
  throw fileError(RECONCILE_MESSAGES.xmlNotCamt);
}

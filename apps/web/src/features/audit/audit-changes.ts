import { isRedactedAuditKey } from '@congress/domain/audit-redaction';

/**
 * What an audit entry changed, field by field, from the before and after it recorded: the pure half
 * of the log's "Show changes" (labels and formats are the screen's, in audit-change-format.ts).
 */
export type AuditScalar = string | number | boolean | null;

/** A value as a change shows it; a side the entry does not have is `undefined`. */
export type AuditValue =
  | { kind: 'scalar'; value: AuditScalar }
  | { kind: 'list'; values: AuditScalar[] }
  /** A record the entry names (a rate, a person): its name, not its id. */
  | { kind: 'named'; name: string }
  /** A redacted field (decisions 30): shown as hidden, never its value. */
  | { kind: 'hidden' };

/** Where a field sits: under a key, or in one item of a list (named when the item carries a name). */
export type AuditScope =
  | { kind: 'key'; key: string }
  | { kind: 'item'; key: string; name: string | null; id: AuditScalar | null; index: number };

export type AuditChange = {
  /** Unique within the entry. */
  path: string;
  scope: AuditScope[];
  key: string;
  before: AuditValue | undefined;
  after: AuditValue | undefined;
};

export type AuditChangeSet = {
  /** create: only an after; delete: only a before; update: both (only what differs is listed). */
  kind: 'update' | 'create' | 'delete' | 'empty';
  changes: AuditChange[];
  /** The record's currency when it carries one, for its amounts in cents. */
  currency: string | null;
};

type Json = unknown;
type Rec = Record<string, Json>;
type Mode = 'update' | 'create' | 'delete';

const isRecord = (value: Json): value is Rec =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isScalar = (value: Json): value is AuditScalar =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);
const isBlank = (value: Json) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
const same = (left: Json, right: Json) => JSON.stringify(left) === JSON.stringify(right);

/** Moved by every write and shown by the entry itself (its id, its time): no change of their own. */
const BOOKKEEPING = new Set(['version', 'updatedAt', 'createdAt', 'updated_at', 'created_at']);

/** A record's own name: a person's, or its label or name. */
function ownName(record: Rec): string | null {
  const person = [record.firstName, record.lastName].filter((v) => typeof v === 'string' && v !== '');
  if (person.length > 0) return person.join(' ');
  for (const key of ['label', 'name', 'title']) {
    const value = record[key];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

/** A list item's name: its own, or its participant's (a registration reads as its person). */
function itemName(record: Rec): string | null {
  return ownName(record) ?? (isRecord(record.participant) ? ownName(record.participant) : null);
}

/** A record that stands for another (has an id and a name): `rate`, `hotel`, `participant`. */
const isNamedRecord = (value: Json): value is Rec =>
  isRecord(value) && value.id !== undefined && ownName(value) !== null;

/** `rateId`, `hotel_id`: the id of a sibling record the entry names, read through that record. */
function idOfNamedSibling(key: string, records: (Rec | undefined)[]): boolean {
  const match = /^(.+?)(Id|_id)$/.exec(key);
  if (!match?.[1]) return false;
  const sibling = match[1];
  return records.some((record) => record !== undefined && isNamedRecord(record[sibling]));
}

function shownValue(value: Json): AuditValue | undefined {
  if (value === undefined) return undefined;
  if (isScalar(value)) return { kind: 'scalar', value };
  if (Array.isArray(value) && value.every(isScalar)) return { kind: 'list', values: value };
  if (isNamedRecord(value)) return { kind: 'named', name: ownName(value) ?? '' };
  return undefined;
}

type Sink = AuditChange[];

/** The fields of a record pair that differ (update), or that it holds (create, delete). */
function walkRecords(
  out: Sink,
  before: Rec | undefined,
  after: Rec | undefined,
  scope: AuditScope[],
  path: string,
  mode: Mode,
) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  for (const key of keys) {
    // Its id is the entry's own or names its list item; the bookkeeping moves with every write.
    if (key === 'id' || BOOKKEEPING.has(key)) continue;
    // An update may record only the values it wrote: a field it leaves out did not change.
    if (mode === 'update' && after && !Object.hasOwn(after, key)) continue;
    if (idOfNamedSibling(key, [before, after])) continue;
    walkField(out, { key, scope, path: `${path}${key}` }, before?.[key], after?.[key], mode);
  }
}

type At = Omit<AuditChange, 'before' | 'after'>;

function push(out: Sink, at: At, before: Json, after: Json, mode: Mode) {
  if (mode === 'update' && same(before, after)) return;
  if (mode !== 'update' && isBlank(mode === 'create' ? after : before)) return;
  out.push({
    ...at,
    before: mode === 'create' ? undefined : shownValue(before ?? null),
    after: mode === 'delete' ? undefined : shownValue(after ?? null),
  });
}

function walkField(out: Sink, at: At, before: Json, after: Json, mode: Mode) {
  if (isRedactedAuditKey(at.key)) {
    if (mode === 'update' ? same(before, after) : isBlank(mode === 'create' ? after : before)) return;
    const hidden = { kind: 'hidden' } as const;
    out.push({
      ...at,
      before: mode === 'create' ? undefined : hidden,
      after: mode === 'delete' ? undefined : hidden,
    });
    return;
  }
  const sides = [before, after];
  if (sides.some(isRecord) && sides.every((v) => isRecord(v) || v === null || v === undefined)) {
    const left = isRecord(before) ? before : undefined;
    const right = isRecord(after) ? after : undefined;
    // Another record named (another rate, another person): one change by name, not each of its fields.
    if (sides.filter(isRecord).every(isNamedRecord) && (!left || !right || left.id !== right.id))
      return push(out, at, before, after, mode);
    const inner: Mode = left && right ? mode : left ? 'delete' : 'create';
    return walkRecords(out, left, right, [...at.scope, { kind: 'key', key: at.key }], `${at.path}.`, inner);
  }
  if (Array.isArray(before) || Array.isArray(after)) {
    const left = Array.isArray(before) ? before : [];
    const right = Array.isArray(after) ? after : [];
    if ([...left, ...right].every(isScalar)) return push(out, at, before, after, mode);
    return walkItems(out, at, left, right, mode);
  }
  push(out, at, before, after, mode);
}

/** Lists of records: items matched by id when they carry one, else by position. */
function walkItems(out: Sink, at: At, before: Json[], after: Json[], mode: Mode) {
  const idOf = (item: Json, index: number) =>
    isRecord(item) && isScalar(item.id) && item.id !== null ? `id:${item.id}` : `at:${index}`;
  const pairs = new Map<string, { before?: Json; after?: Json; index: number }>();
  for (const [index, item] of before.entries()) pairs.set(idOf(item, index), { before: item, index });
  for (const [index, item] of after.entries()) {
    const id = idOf(item, index);
    const known = pairs.get(id);
    pairs.set(id, { ...known, after: item, index: known?.index ?? index });
  }
  for (const [id, pair] of pairs) {
    const left = isRecord(pair.before) ? pair.before : undefined;
    const right = isRecord(pair.after) ? pair.after : undefined;
    const sample = right ?? left ?? {};
    const item: AuditScope = {
      kind: 'item',
      key: at.key,
      name: itemName(sample),
      id: isScalar(sample.id) ? sample.id : null,
      index: pair.index,
    };
    const scope = [...at.scope, item];
    if (!left && !right) {
      // A bare value among records: shown by its place in the list.
      push(out, { key: at.key, scope, path: `${at.path}[${id}]` }, pair.before, pair.after, mode);
      continue;
    }
    const inner: Mode = left && right ? mode : left ? 'delete' : 'create';
    walkRecords(out, left, right, scope, `${at.path}[${id}].`, inner);
  }
}

/** Wraps a bare value (an entry may record one) as a record of one field. */
const asRecord = (value: Json): Rec | undefined =>
  isRecord(value) ? value : value === null || value === undefined ? undefined : { value };

export function auditChanges(before: Json, after: Json): AuditChangeSet {
  const left = asRecord(before);
  const right = asRecord(after);
  const currencyOf = (record: Rec | undefined) =>
    typeof record?.currency === 'string' ? record.currency : null;
  const currency = currencyOf(right) ?? currencyOf(left);
  if (!left && !right) return { kind: 'empty', changes: [], currency };
  const kind: Mode = left && right ? 'update' : left ? 'delete' : 'create';
  const changes: Sink = [];
  walkRecords(changes, left, right, [], '', kind);
  return { kind, changes, currency };
}

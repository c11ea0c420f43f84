import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromServer, isTest, moduleOf, SERVER, sourceFiles } from '../test/server-sources.ts';

/**
 * The server's data rules (architecture.md, "Rules the tests hold"); the import rules are in
 * architecture.nodb.test.ts.
 */
/**
 * 5. Drizzle only in repositories. A file runs Drizzle when it imports a value (not `import type`)
 *    from 'drizzle-orm' or from db/schema (the tables and the `sql` builder queries are made of), or
 *    calls a query on a database handle (`db.select(`, `tx.insert(`, `deps.db.execute(` ...). Such a
 *    file is a `*.repository.ts`. Services may open a transaction and hand `tx` to repositories; type
 *    imports (`Executor`, a row's type) are fine. db/ itself (schema, migrations, opening), tests and
 *    the seed (not served code) are left out.
 */
const SOURCE_TEXT = new Map(
  sourceFiles(join(SERVER, 'src'))
    .map((file) => [fromServer(file), readFileSync(file, 'utf8')] as const)
    .filter(([path]) => !isTest(path) && !path.startsWith('src/db/')),
);

/** The names a file imports as values from each specifier (`import type` and `type X` left out). */
function valueImports(path: string, text: string): { from: string; names: string[] }[] {
  const found = [...text.matchAll(/import\s+(type\s+)?([^'";]*?)\s*from\s*'([^']+)'/g)].flatMap((match) => {
    if (match[1]) return [];
    const clause = match[2] ?? '';
    const braced = /\{([^}]*)\}/.exec(clause)?.[1];
    const names = (braced ?? clause)
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part && !part.startsWith('type '))
      .map((part) => part.split(/\s+as\s+/).pop() ?? part);
    return names.length > 0 ? [{ from: match[3] ?? '', names }] : [];
  });
  const dynamic = [...text.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((m) => ({
    from: m[1] ?? '',
    names: ['*'],
  }));
  return [...found, ...dynamic].map(({ from, names }) => ({
    from: from.startsWith('.') ? fromServer(resolve(SERVER, dirname(path), from)) : from,
    names,
  }));
}

const isSchema = (from: string) => from.startsWith('src/db/schema/');
const isDrizzle = (from: string) =>
  from === 'drizzle-orm' || from.startsWith('drizzle-orm/') || isSchema(from);
const QUERY_CALL =
  /\b(?:db|tx|executor|database)\??\.(?:select|selectDistinct|insert|update|delete|execute|query)\s*\(/;

function runsDrizzle(path: string, text: string): boolean {
  return valueImports(path, text).some(({ from }) => isDrizzle(from)) || QUERY_CALL.test(text);
}

/**
 * 6. One owner per table. Each table belongs to the module that keeps it (OWNERS); only the owner's
 *    files write it or read it. Another module reads it through the owner's `<module>.service.ts`, or
 *    through a read model the owner publishes (READ_MODELS: read only, by the modules named there).
 *    A file queries a table when it imports the table's Drizzle object as a value or names it in SQL
 *    (`from`, `join`, `into`, `update` + its name). lib/mail belongs to emails (it lives in lib so
 *    every module can queue an e-mail in its own transaction); src/i18n and src/cli are areas of their
 *    own. Migrations and the seed are out of scope: they build the whole database.
 */
const OWNERS: Record<string, string> = {
  rates: 'booking',
  participants: 'booking',
  participations: 'booking',
  booking_groups: 'booking',
  booking_arrivals: 'booking',
  registrations: 'booking',
  pending_changes: 'booking',
  participation_list_summary: 'booking',
  participation_search: 'booking',
  // Offers hold places: the capacity module counts and writes them (capacity-ownership.nodb.test.ts).
  waiting_list_entries: 'capacity',
  // Rooms are capacity like places (decisions 46): blocks are counted and taken with the stays.
  room_blocks: 'capacity',
  congresses: 'congresses',
  participant_types: 'congresses',
  hotels: 'hotels',
  rooming_list_sendings: 'hotels',
  sections: 'sections',
  users: 'users',
  user_congresses: 'users',
  member_users: 'members',
  refresh_tokens: 'auth',
  password_tokens: 'auth',
  rate_limit_counters: 'auth',
  app_secrets: 'auth',
  payments: 'payments',
  processed_payment_events: 'payments',
  invoices: 'invoices',
  invoice_sequences: 'invoices',
  bank_statements: 'payments-desk',
  bank_statement_lines: 'payments-desk',
  bank_csv_mappings: 'payments-desk',
  activities: 'activities',
  activity_choices: 'activities',
  check_ins: 'check-in',
  check_in_scans: 'check-in',
  email_templates: 'emails',
  email_outbox: 'emails',
  email_campaigns: 'emails',
  email_campaign_recipients: 'emails',
  audit_log: 'audit',
  stored_files: 'files',
  invitation_letters: 'invitation-letters',
};

/**
 * The read models: tables an owner publishes for other areas to read (never write), with the readers
 * and why. Most are joins a report or a list makes in one statement (a service call per row would
 * replace one query by many), or reads by a module the owner itself depends on (a call back would
 * close an import cycle).
 */
const READ_MODELS: Record<string, { readers: string[]; reason: string }> = {
  participation_list_summary: {
    readers: ['overview', 'exports', 'check-in', 'payments-desk'],
    reason: 'one row per participation kept by triggers: what lists and reports filter, count and sort by',
  },
  participations: {
    readers: [
      'activities',
      'capacity',
      'check-in',
      'emails',
      'exports',
      'hotels',
      'i18n',
      'invitation-letters',
      'overview',
      'payments',
      'payments-desk',
    ],
    reason:
      "a participation's congress, main participant and status, joined by reports, documents and e-mails",
  },
  participants: {
    readers: [
      'activities',
      'auth',
      'capacity',
      'check-in',
      'congresses',
      'emails',
      'exports',
      'hotels',
      'i18n',
      'invitation-letters',
      'payments-desk',
    ],
    reason:
      'the people (names, e-mail, account, type) printed by lists, reports, documents, e-mails and rooming lists',
  },
  registrations: {
    readers: ['activities', 'capacity', 'check-in', 'exports', 'hotels', 'overview', 'payments'],
    reason: "each person's rate and status, counted by the activity, door and overview reports and exports",
  },
  rates: {
    readers: [
      'activities',
      'capacity',
      'check-in',
      'congresses',
      'exports',
      'hotels',
      'overview',
      'payments-desk',
    ],
    reason:
      'the rate of each registration, named by reports; congresses refuses deleting a type a rate uses; capacity locks it to take a place',
  },
  participation_search: {
    readers: ['check-in'],
    reason: "the door's search box reads the list's normalised search text (kept by triggers)",
  },
  congresses: {
    readers: ['*'],
    reason:
      "the congress's identity and settings (name, currency, language), printed by every document and e-mail",
  },
  participant_types: {
    readers: ['booking', 'activities', 'check-in', 'exports'],
    reason: 'reference data of a congress: the type a rate is for and a participant is, named beside them',
  },
  hotels: {
    readers: ['booking', 'check-in', 'exports', 'overview'],
    reason: "reference data: a rate's hotel, named by lists, reports and the rate list",
  },
  sections: {
    readers: ['booking', 'auth', 'members'],
    reason: 'reference data: the section a member or a member rate belongs to',
  },
  users: {
    readers: ['auth', 'booking', 'check-in', 'hotels', 'i18n', 'invitation-letters', 'waiting-lists'],
    reason:
      "an account's e-mail, name and language (auth signs it in; booking, which depends on auth, links it)",
  },
  member_users: {
    readers: ['auth', 'booking', 'i18n', 'invitation-letters', 'waiting-lists'],
    reason: "a member's account: auth signs it in, others read its e-mail, name and language",
  },
  user_congresses: {
    readers: ['auth'],
    reason: 'the congresses a staff account is granted, read by auth on every request',
  },
  payments: {
    readers: ['booking', 'exports', 'overview', 'payments-desk'],
    reason: "the participation's account statement (booking, which payments depends on) and money reports",
  },
  invoices: {
    readers: ['emails', 'exports'],
    reason: 'the issued documents attached to bulk e-mails and listed by exports',
  },
  stored_files: {
    readers: ['congresses', 'emails', 'invitation-letters', 'invoices', 'payments'],
    reason: "a stored file's name, type and bytes, read beside the row that names it",
  },
  activities: {
    readers: ['booking', 'capacity', 'check-in', 'overview'],
    reason: "a participant's activities, shown in the list's filter and detail, the door and the overview",
  },
  activity_choices: {
    readers: ['booking', 'capacity', 'check-in', 'overview'],
    reason: 'who chose which activity, for the same screens',
  },
  check_ins: {
    readers: ['booking'],
    reason: "the list's checked-in filter and column (check-in depends on booking, not the reverse)",
  },
  pending_changes: {
    readers: ['capacity'],
    reason: 'a pending change holds its new place until it is paid or dropped: capacity counts it',
  },
};

/** Where a file belongs for ownership: its module, 'emails' for lib/mail, else its folder under src. */
function areaOf(path: string): string {
  if (path.startsWith('src/lib/mail/')) return 'emails';
  return moduleOf(path) ?? path.split('/')[1] ?? path;
}

const SCHEMA_TABLES = new Map(
  sourceFiles(join(SERVER, 'src/db/schema')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/export const (\w+) = pgTable\(\s*'([a-z_]+)'/g)].map(
      (m) => [m[1] ?? '', m[2] ?? ''] as const,
    ),
  ),
);
const TABLE_NAMES = new Set(SCHEMA_TABLES.values());

/** The tables a file queries, and those it writes (insert, update, delete). */
function tablesOf(path: string, text: string): { reads: Set<string>; writes: Set<string> } {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const local = new Map<string, string>();
  for (const { from, names } of valueImports(path, code)) {
    if (!isSchema(from)) continue;
    for (const match of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'[^']*db\/schema[^']*'/g))
      for (const part of (match[1] ?? '').split(',').map((p) => p.trim())) {
        const [imported = '', alias = imported] = part.split(/\s+as\s+/);
        const table = SCHEMA_TABLES.get(imported);
        if (table && names.includes(alias)) local.set(alias, table);
      }
  }
  const reads = new Set(local.values());
  const writes = new Set<string>();
  for (const [, verb, name = ''] of code.matchAll(/\b(from|join|into|update)\s+"?([a-z_]+)"?/gi))
    if (TABLE_NAMES.has(name)) (/into|update/i.test(verb ?? '') ? writes : reads).add(name);
  for (const [, name = ''] of code.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)) {
    const table = local.get(name);
    if (table) writes.add(table);
  }
  for (const [, name = ''] of code.matchAll(/delete\s+from\s+"?([a-z_]+)/gi))
    if (TABLE_NAMES.has(name)) writes.add(name);
  return { reads: new Set([...reads, ...writes]), writes };
}

function ownershipOffences(sources = SOURCE_TEXT): string[] {
  return [...sources].flatMap(([path, text]) => {
    const area = areaOf(path);
    const { reads, writes } = tablesOf(path, text);
    return [...reads].sort().flatMap((table) => {
      const owner = OWNERS[table];
      if (owner === area) return [];
      const model = READ_MODELS[table];
      const mayRead = model && (model.readers.includes('*') || model.readers.includes(area));
      if (mayRead && !writes.has(table)) return [];
      return [`${path}: ${writes.has(table) ? 'writes' : 'reads'} ${table} of ${owner ?? 'no owner'}`];
    });
  });
}

describe('server architecture: data', () => {
  it('reads the Drizzle use it guards', () => {
    expect(runsDrizzle('src/x/a.ts', "import { sql } from 'drizzle-orm';")).toBe(true);
    expect(runsDrizzle('src/x/a.ts', "import { type SQL, and } from 'drizzle-orm';")).toBe(true);
    expect(runsDrizzle('src/x/a.ts', "import { rates } from '../db/schema/index.ts';")).toBe(true);
    expect(runsDrizzle('src/x/a.ts', 'await deps.db.execute(q);')).toBe(true);
    expect(runsDrizzle('src/x/a.ts', "import type { SQL } from 'drizzle-orm';")).toBe(false);
    expect(runsDrizzle('src/x/a.ts', "import { type OutboxAttachment } from '../db/schema/index.ts';")).toBe(
      false,
    );
    expect(runsDrizzle('src/x/a.ts', 'await db.transaction((tx) => write(tx));')).toBe(false);
    const drizzleFiles = [...SOURCE_TEXT]
      .filter(([path, text]) => runsDrizzle(path, text))
      .map(([path]) => path);
    expect(drizzleFiles).toContain('src/modules/booking/list/participation-list.repository.ts');
    expect(drizzleFiles.length).toBeGreaterThan(40);
  });

  it('runs Drizzle only in repositories', () => {
    const offences = [...SOURCE_TEXT]
      .filter(([path, text]) => !path.endsWith('.repository.ts') && runsDrizzle(path, text))
      .map(([path]) => path);
    expect(offences).toEqual([]);
  });

  it('reads the tables it guards', () => {
    expect(OWNERS).toEqual(
      expect.objectContaining(Object.fromEntries([...TABLE_NAMES].map((t) => [t, expect.any(String)]))),
    );
    expect(Object.keys(OWNERS).sort()).toEqual([...TABLE_NAMES].sort());
    const q = tablesOf(
      'src/modules/x/a.repository.ts',
      "import { participations as p, rates } from '../../db/schema/index.ts';\n" +
        'db.update(p).set({}); db.select().from(rates); sql`select 1 from registrations join hotels h`;',
    );
    expect([...q.reads].sort()).toEqual(['hotels', 'participations', 'rates', 'registrations']);
    expect([...q.writes]).toEqual(['participations']);
    const list = tablesOf(
      'src/modules/booking/list/participation-list.repository.ts',
      SOURCE_TEXT.get('src/modules/booking/list/participation-list.repository.ts') ?? '',
    );
    expect(list.reads).toContain('participation_list_summary');
  });

  it('lets only its owner query a table, others through a read model', () => {
    // A broken scan would pass: the account writes auth makes, were they still in auth, are found.
    const inAuth = (owner: string) =>
      new Map([['src/modules/auth/moved.repository.ts', SOURCE_TEXT.get(owner) ?? '']]);
    expect(ownershipOffences(inAuth('src/modules/users/users.repository.ts'))).toContain(
      'src/modules/auth/moved.repository.ts: writes users of users',
    );
    expect(ownershipOffences(inAuth('src/modules/members/members.repository.ts'))).toContain(
      'src/modules/auth/moved.repository.ts: writes member_users of members',
    );
    // No write by a non-owner: where a module the owner depends on must write (auth signs accounts
    // up and sets passwords; users and members depend on auth), the owner's service exposes the write
    // and the composition root hands it in (auth/account-writes.ts).
    expect(ownershipOffences()).toEqual([]);
  });
});

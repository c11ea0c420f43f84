import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';

type Rows<T> = T[] | { rows: T[] };
const rowsOf = <T>(result: unknown) => {
  const rows = result as Rows<T>;
  return Array.isArray(rows) ? rows : rows.rows;
};

/**
 * Every table's checksum in one query: a request that must change nothing is proved to by
 * comparing them before and after (the hostile suite takes one after each of thousands of requests).
 * `except` names the tables a refused request may rightly write (say why where you call it).
 */
export async function tableSnapshotter(db: Database, except: readonly string[]) {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables
          where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  )
    .map((row) => row.name)
    .filter((name) => !except.includes(name));
  const columns = tables.map(
    (name) =>
      `(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from "${name}" t) as "${name}"`,
  );
  const query = sql.raw(`select ${columns.join(', ')}`);
  return async (): Promise<Record<string, string>> => {
    const [row] = rowsOf<Record<string, string>>(await db.execute(query));
    return row ?? {};
  };
}

/** The tables whose checksum differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(after).filter((name) => before[name] !== after[name]);
}

/** One checksum of every table, now. */
export async function tableChecksums(
  db: Database,
  except: readonly string[] = [],
): Promise<Record<string, string>> {
  return (await tableSnapshotter(db, except))();
}

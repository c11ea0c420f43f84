import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/database.ts';

type Rows<T> = T[] | { rows: T[] };
const rowsOf = <T>(result: unknown) => {
  const rows = result as Rows<T>;
  return Array.isArray(rows) ? rows : rows.rows;
};

/**
 * Every table's checksum in one query (the hostile suite takes one after each of thousands of
 * requests; test/table-checksums.ts takes one query per table). `except` names the tables a refused
 * request may rightly write.
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

import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';

/**
 * A checksum of every table's rows: a request that must change nothing is proved to by comparing
 * them before and after. `except` names tables a refused request may rightly write (say why).
 */
export async function tableChecksums(
  db: Database,
  except: readonly string[] = [],
): Promise<Record<string, string>> {
  const tables = (await db.execute(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { name: string }[] | { rows: { name: string }[] };
  const names = (Array.isArray(tables) ? tables : tables.rows).map((row) => row.name);
  const sums: Record<string, string> = {};
  for (const name of names) {
    if (except.includes(name)) continue;
    const result = (await db.execute(
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from "${name}" t`),
    )) as unknown as { sum: string }[] | { rows: { sum: string }[] };
    const rows = Array.isArray(result) ? result : result.rows;
    sums[name] = rows[0]?.sum ?? '';
  }
  return sums;
}

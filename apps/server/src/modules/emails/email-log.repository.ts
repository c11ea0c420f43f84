import type { EmailState } from '@congress/domain/contracts/emails';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { emailOutbox } from '../../db/schema/index.ts';

export type OutboxLogRow = typeof emailOutbox.$inferSelect;

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listOutboxPage(
  executor: Executor,
  congressId: number,
  filter: { search?: string | undefined; state: EmailState | 'all'; page: number; pageSize: number },
): Promise<{ rows: OutboxLogRow[]; total: number }> {
  const conditions: SQL[] = [eq(emailOutbox.congressId, congressId)];
  if (filter.state !== 'all') conditions.push(eq(emailOutbox.status, filter.state));
  if (filter.search) {
    const pattern = likePattern(filter.search);
    const matches = or(ilike(emailOutbox.toAddress, pattern), ilike(emailOutbox.subject, pattern));
    if (matches) conditions.push(matches);
  }
  const where = and(...conditions);
  const [totalRow] = await executor.select({ n: count() }).from(emailOutbox).where(where);
  const rows = await executor
    .select()
    .from(emailOutbox)
    .where(where)
    .orderBy(desc(emailOutbox.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  return { rows, total: Number(totalRow?.n ?? 0) };
}

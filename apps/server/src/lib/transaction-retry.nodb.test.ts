import { describe, expect, it } from 'vitest';
import type { Database, Transaction } from '../db/database.ts';
import { AppError } from './app-error.ts';
import { sqlStateOf, withTransactionRetry } from './transaction-retry.ts';

/** A database whose transactions fail with the given SQLSTATEs, in order, then succeed. */
function failingDb(states: string[]) {
  let calls = 0;
  const db: Pick<Database, 'transaction'> = {
    transaction: (async (work: (tx: Transaction) => Promise<unknown>) => {
      const state = states[calls++];
      if (state) throw new Error('Failed query', { cause: Object.assign(new Error('pg'), { code: state }) });
      return work({} as Transaction);
    }) as Database['transaction'],
  };
  return { db, calls: () => calls };
}

describe('withTransactionRetry', () => {
  it('retries lock timeouts, serialization failures and deadlocks, then succeeds', async () => {
    const { db, calls } = failingDb(['55P03', '40001', '40P01']);
    const result = await withTransactionRetry(db, async () => 'done', { attempts: 4, baseDelayMs: 1 });
    expect([result, calls()]).toEqual(['done', 4]);
  });

  it('answers 503 BUSY with Retry-After once the budget is spent', async () => {
    const { db, calls } = failingDb(['55P03', '55P03', '55P03']);
    const error = await withTransactionRetry(db, async () => 'never', { attempts: 3, baseDelayMs: 1 }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 503, code: 'BUSY', headers: { 'Retry-After': '2' } });
    expect(calls()).toBe(3);
  });

  it('lets every other error through at once', async () => {
    const { db, calls } = failingDb(['23505']);
    await expect(withTransactionRetry(db, async () => 'never', { baseDelayMs: 1 })).rejects.toThrow(
      'Failed query',
    );
    expect(calls()).toBe(1);
    expect(sqlStateOf(new AppError('CONFLICT', 'x'))).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { databaseErrorKind } from './database-errors.ts';

const withCode = (code: string, message = 'driver error') => Object.assign(new Error(message), { code });
/** Drizzle wraps the driver's error as the cause of its own. */
const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('databaseErrorKind', () => {
  it('calls values the columns cannot hold input', () => {
    for (const code of ['22P02', '22021', '22003', '22008', '22007', '22001', '22025', '54000']) {
      expect(databaseErrorKind(wrapped(withCode(code))), code).toBe('input');
    }
  });

  it('calls a database that cannot be reached unavailable', () => {
    for (const code of ['ECONNREFUSED', 'CONNECTION_CLOSED', 'CONNECT_TIMEOUT', '57P01', '57P03', '08006']) {
      expect(databaseErrorKind(wrapped(withCode(code))), code).toBe('unavailable');
    }
    const refusedTwice = new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]);
    expect(databaseErrorKind(wrapped(refusedTwice))).toBe('unavailable');
    expect(databaseErrorKind(wrapped(new Error('PGlite is closed')))).toBe('unavailable');
  });

  it('leaves every other error to the 500 branch', () => {
    for (const code of ['23505', '40001', '42P01', 'ERR_INVALID_ARG_TYPE']) {
      expect(databaseErrorKind(wrapped(withCode(code))), code).toBeUndefined();
    }
    expect(databaseErrorKind(new TypeError('x is undefined'))).toBeUndefined();
    expect(databaseErrorKind(null)).toBeUndefined();
  });
});

/**
 * What a database error says about the request: the client's input (a value the
 * column cannot hold) is its fault, 400; a database that cannot be reached is nobody's, 503 with
 * Retry-After, and the next request tries again (postgres.js reconnects on its own).
 */
export type DatabaseErrorKind = 'input' | 'unavailable';

/**
 * SQLSTATEs a client's value can cause: invalid text representation (22P02), untranslatable or
 * NUL character (22P05, 22021), number out of range (22003), bad or overflowing date (22007,
 * 22008), string too long (22001), bad escape in a LIKE pattern (22025), too complex or too
 * large for an index row (54000).
 */
const INPUT_STATES = new Set([
  '22P02',
  '22P05',
  '22021',
  '22003',
  '22007',
  '22008',
  '22001',
  '22025',
  '54000',
]);

/**
 * The server is gone or going: connection exceptions (class 08), admin or crash shutdown and
 * "starting up" (57P01-57P03), too many connections (53300).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;

/** postgres.js and Node socket codes for a connection that failed or was lost. */
const UNAVAILABLE_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** The embedded database after close (a stopping process). */
const PGLITE_CLOSED = /^PGlite is clos(ed|ing)$/;

/** The error and its causes (Drizzle wraps the driver's error; Node aggregates connect attempts). */
function* chain(error: unknown, depth = 0): Generator<{ code?: unknown; message?: unknown }> {
  if (depth > 5 || !error || typeof error !== 'object') return;
  const current = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  yield current;
  yield* chain(current.cause, depth + 1);
  if (Array.isArray(current.errors)) for (const inner of current.errors) yield* chain(inner, depth + 1);
}

export function databaseErrorKind(error: unknown): DatabaseErrorKind | undefined {
  for (const { code, message } of chain(error)) {
    if (typeof code === 'string') {
      if (INPUT_STATES.has(code)) return 'input';
      if (UNAVAILABLE_CODES.has(code) || UNAVAILABLE_STATES.test(code)) return 'unavailable';
    }
    if (typeof message === 'string' && PGLITE_CLOSED.test(message)) return 'unavailable';
  }
  return undefined;
}

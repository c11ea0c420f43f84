import type { z } from 'zod';

/** localStorage access that never throws (private modes and full quotas refuse writes). */
function local(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function readStored<T>(key: string, schema: z.ZodType<T>): T | null {
  try {
    const raw = local()?.getItem(key);
    if (!raw) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    local()?.setItem(key, JSON.stringify(value));
  } catch {
    // The stored copy is a convenience; the server stays the source of truth.
  }
}

export function removeStored(...keys: string[]): void {
  for (const key of keys) {
    try {
      local()?.removeItem(key);
    } catch {
      // Nothing to remove.
    }
  }
}

const SESSION_MARKER_KEY = 'congress.browserSessionStarted';

/**
 * True on the first load of a browser session (sessionStorage is empty then), and marks the session
 * so that later loads answer false.
 */
export function startBrowserSession(): boolean {
  try {
    const session = globalThis.sessionStorage;
    if (session.getItem(SESSION_MARKER_KEY)) return false;
    session.setItem(SESSION_MARKER_KEY, '1');
    return true;
  } catch {
    return false;
  }
}

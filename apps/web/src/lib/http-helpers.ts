import type { StorageLike } from './access-expiry.ts';
import type { LockManagerLike } from './token-refresh.ts';

export type QueryValue = string | number | boolean | null | undefined;

export function buildUrl(base: string, path: string, query: Record<string, QueryValue> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  const suffix = text ? `?${text}` : '';
  return `${base}${path}${suffix}`;
}

export function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function filenameOf(response: Response): string | null {
  const header = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return /filename="?([^";]+)"?/i.exec(header)?.[1] ?? null;
}

export function browserStorage(): StorageLike | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

export function browserLocks(): LockManagerLike | undefined {
  const locks = globalThis.navigator?.locks;
  if (!locks) return undefined;
  return { request: (name, callback) => locks.request(name, callback) };
}

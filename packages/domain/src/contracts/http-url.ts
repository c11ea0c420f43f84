import { z } from 'zod';

export const HTTP_URL_MESSAGE = 'Please enter a web address starting with http:// or https://';

/**
 * A web page's address: http or https with a host, nothing a browser would run
 * (`javascript:`, `data:`), no protocol-relative `//host`, no spaces or control characters.
 */
const hasSpaceOrControl = (value: string) =>
  /\s/.test(value) || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^\s/?#]/i.test(value) || hasSpaceOrControl(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * Every link staff store (congress website, hotel website, activity url) goes through this one schema;
 * empty text stands for no link.
 */
export const ZOptionalHttpUrl = z
  .string()
  .trim()
  .max(500)
  .nullable()
  .transform((value) => value || null)
  .refine((value) => value === null || isHttpUrl(value), HTTP_URL_MESSAGE);

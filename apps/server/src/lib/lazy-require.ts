import { createRequire } from 'node:module';

const requireHere = createRequire(import.meta.url);

/**
 * A dependency loaded the first time it is used instead of when the server starts: the document,
 * spreadsheet, XML, card and SMTP libraries cost seconds of a start on a busy machine and serve
 * only some requests. Synchronous, so the functions using them keep their signatures.
 */
export function lazyRequire<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => {
    loaded ??= requireHere(name) as T;
    return loaded;
  };
}

/**
 * What browsers say when a lazily loaded screen's file cannot be fetched: after a deployment the
 * page still asks for the old file names, which the server no longer has. Reloading fetches the new
 * ones; retrying cannot, since React.lazy keeps the failed import.
 */
const CHUNK_LOAD_PATTERNS = [
  /Failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /Importing a module script failed/i, // Safari
  /Unable to preload CSS/i, // Vite's preload of a chunk's styles
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_LOAD_PATTERNS.some((pattern) => pattern.test(error.message));
}

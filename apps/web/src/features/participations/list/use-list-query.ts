import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { ParticipationListQuery } from './api/keys.ts';
import { readListQuery, writeListQuery } from './list-url-state.ts';

/**
 * The list's state in the URL, with changes that build on each other. React Router applies a
 * navigation in a transition, so a second change made before the first has rendered would start from
 * the rendered (stale) URL and undo the first: a quick "Clear filters" then "Type" kept the old hotel.
 * Each change therefore starts from the last written query until the URL has caught up with it.
 */
export function useListQuery() {
  const [params, setParams] = useSearchParams();
  const written = useRef<string | null>(null);
  if (written.current === params.toString()) written.current = null;
  const latest = () =>
    readListQuery(written.current === null ? params : new URLSearchParams(written.current));

  const update = (change: Partial<ParticipationListQuery>) => {
    const isFilterChange = Object.keys(change).some((key) => key !== 'page' && key !== 'sort');
    const next = writeListQuery({ ...latest(), ...(isFilterChange ? { page: 1 } : {}), ...change });
    written.current = next.toString();
    setParams(next);
    return { isFilterChange };
  };
  return { query: latest(), update };
}

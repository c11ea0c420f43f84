import { useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { ParticipationListQuery } from './api/keys.ts';
import { readListQuery, writeListQuery } from './list-url-state.ts';

/**
 * The list's state in the URL, with changes that build on each other. React Router applies a
 * navigation in a transition, so a change made before the previous one has rendered, or by a
 * callback kept from an older render (the debounced search box), would start from a stale URL and
 * undo it: a quick "Clear filters" then "Type" kept the old hotel, a search typed just after
 * choosing Sharing dropped Sharing. Each change therefore starts from the last query written and
 * not yet committed, else from the last committed URL; both are read at the time of the change.
 */
export function useListQuery() {
  const [params, setParams] = useSearchParams();
  const current = params.toString();
  const committed = useRef(current);
  // Writes not yet on screen, oldest first. Only touched after a commit or in an event, never while
  // rendering: a render React throws away must not forget a write.
  const inFlight = useRef<string[]>([]);
  useLayoutEffect(() => {
    committed.current = current;
    const index = inFlight.current.indexOf(current);
    // Our write caught up (with the older ones), or another navigation (Back, a link) replaced them.
    inFlight.current = index === -1 ? [] : inFlight.current.slice(index + 1);
  }, [current]);

  const pending = () => inFlight.current.at(-1);
  const update = (change: Partial<ParticipationListQuery>) => {
    const base = readListQuery(new URLSearchParams(pending() ?? committed.current));
    const isFilterChange = Object.keys(change).some((key) => key !== 'page' && key !== 'sort');
    const next = writeListQuery({ ...base, ...(isFilterChange ? { page: 1 } : {}), ...change });
    inFlight.current = [...inFlight.current, next.toString()];
    setParams(next);
    return { isFilterChange };
  };
  return { query: readListQuery(new URLSearchParams(pending() ?? current)), update };
}

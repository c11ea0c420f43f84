import { paths } from '../../config/paths.ts';

/** Router state of "Edit member": the list as it was shown (filters, sort and page in its query). */
export type ListReturnState = { listHref: string };

export const listReturnState = (location: { pathname: string; search: string }): ListReturnState => ({
  listHref: `${location.pathname}${location.search}`,
});

/**
 * Where Previous on Manage Registration goes: back to the list with what it showed,
 * or to the list itself when the screen was opened otherwise (a link, a reload, Add Registration).
 */
export function listHrefFrom(state: unknown, congressSlug: string): string {
  const list = paths.participationList.getHref(congressSlug);
  const href =
    typeof state === 'object' && state !== null ? (state as Partial<ListReturnState>).listHref : null;
  return typeof href === 'string' && (href === list || href.startsWith(`${list}?`)) ? href : list;
}

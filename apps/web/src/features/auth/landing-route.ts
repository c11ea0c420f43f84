import { isStaff } from '@congress/domain/enums';
import { paths } from '../../config/paths.ts';

/** A redirect value is honoured only when it stays on this site and does not lead back to login. */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  const pathname = value.split(/[?#]/)[0] ?? '';
  if (/^(\/[^/]+)?\/login\/?$/.test(pathname)) return null;
  return value;
}

/** Where a sign-in leads: the redirect value, else staff to participationList, others to their home. */
export function landingHref(
  congressSlug: string,
  roles: readonly string[],
  redirect?: string | null,
): string {
  const target = safeRedirect(redirect);
  if (target) return target;
  return isStaff(roles)
    ? paths.participationList.getHref(congressSlug)
    : paths.dashboardUserHome.getHref(congressSlug);
}

/** The member-only sign-in applies when the redirect names a member type's route (decisions 3). */
export function isMemberRedirect(redirect: string | null | undefined): boolean {
  const segments = redirect?.split(/[?#]/)[0]?.split('/') ?? [];
  // "/:congressSlug/rate/:participant/...": only a rate route names a participant type.
  return (
    segments[2] === 'rate' &&
    decodeURIComponent(segments[3] ?? '')
      .toLowerCase()
      .includes('member')
  );
}

/** The congress a bare /login belongs to: the first segment of its redirect value. */
export function congressSlugFromRedirect(redirect: string | null | undefined): string | null {
  const target = safeRedirect(redirect);
  const first = target?.split(/[?#]/)[0]?.split('/')[1];
  return first ? decodeURIComponent(first) : null;
}

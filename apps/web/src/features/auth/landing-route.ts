import { isCheckInOnly, isStaff } from '@congress/domain/enums';
import { paths } from '../../config/paths.ts';

const BASE = 'http://this-site.invalid';

const hasUnsafeCharacter = (value: string) =>
  [...value].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/**
 * A redirect value is honoured only when it is a path of this site that does not lead back to login
 * (never an open redirect): one leading slash (not `//host`, not `/\host`), no scheme, no backslash or
 * control character anywhere (browsers drop or rewrite those, turning `/\t/host` into `//host`), and
 * percent escapes that decode. The value is normalised the way the URL parser reads it (dot segments,
 * `%2e` included, resolved) and the result judged again: `/.//host` and `/demo/../..//host` resolve to
 * `//host`, which a browser reads as another site, so an empty segment anywhere refuses the value.
 * Null sends the caller to its landing page.
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !/^\/(?![/\\])/.test(value) || hasUnsafeCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
    decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (url.origin !== BASE || url.pathname.includes('//')) return null;
  if (/^(\/[^/]+)?\/login\/?$/.test(url.pathname)) return null;
  const target = `${url.pathname}${url.search}${url.hash}`;
  // Idempotent by construction: what we answer must itself pass unchanged.
  return new URL(target, BASE).origin === BASE && /^\/(?![/\\])/.test(target) ? target : null;
}

/**
 * Where a sign-in leads: the redirect value, else door staff to the check-in screen, other staff to
 * the overview, others to their home.
 */
export function landingHref(
  congressSlug: string,
  roles: readonly string[],
  redirect?: string | null,
): string {
  const target = safeRedirect(redirect);
  if (target) return target;
  if (isCheckInOnly(roles)) return paths.checkIn.getHref(congressSlug);
  return isStaff(roles)
    ? paths.overview.getHref(congressSlug)
    : paths.dashboardUserHome.getHref(congressSlug);
}

/**
 * The participant type a redirect value names, or null: only a rate route
 * ("/:congressSlug/rate/:participant/...") names one. Whether that type is a member type is the
 * congress's to say (decisions 3), so `useIsMemberOnly` looks it up.
 */
export function participantOfRedirect(redirect: string | null | undefined): string | null {
  const segments = safeRedirect(redirect)?.split(/[?#]/)[0]?.split('/') ?? [];
  if (segments[2] !== 'rate' || !segments[3]) return null;
  try {
    return decodeURIComponent(segments[3]);
  } catch {
    return null;
  }
}

/** The congress a bare /login belongs to: the first segment of its redirect value. */
export function congressSlugFromRedirect(redirect: string | null | undefined): string | null {
  const target = safeRedirect(redirect);
  const first = target?.split(/[?#]/)[0]?.split('/')[1];
  return first ? decodeURIComponent(first) : null;
}

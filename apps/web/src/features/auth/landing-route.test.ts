import { describe, expect, it } from 'vitest';
import {
  congressSlugFromRedirect,
  landingHref,
  participantOfRedirect,
  safeRedirect,
} from './landing-route.ts';

describe('landingHref', () => {
  it('sends staff roles to the overview, the first tab of their landing page', () => {
    for (const role of ['ROLE_VISUALISATION', 'ROLE_ADMIN', 'ROLE_SUPER_ADMIN']) {
      expect(landingHref('demo', [role])).toBe('/demo/dashboard/admin/overview');
    }
  });

  it('sends users and members to the user dashboard home', () => {
    expect(landingHref('demo', ['ROLE_USER'])).toBe('/demo/dashboard/user/home');
    // Door staff can do nothing else: they land on the check-in screen.
    expect(landingHref('demo', ['ROLE_CHECKIN'])).toBe('/demo/check-in');
    expect(landingHref('demo', ['ROLE_MEMBER'])).toBe('/demo/dashboard/user/home');
    expect(landingHref('other', [])).toBe('/other/dashboard/user/home');
  });

  it('honours a redirect value before the role', () => {
    expect(landingHref('demo', ['ROLE_ADMIN'], '/demo/dashboard/admin/manage-rates')).toBe(
      '/demo/dashboard/admin/manage-rates',
    );
    expect(landingHref('demo', ['ROLE_USER'], '/demo/rate/member/registration?x=1')).toBe(
      '/demo/rate/member/registration?x=1',
    );
  });

  it('ignores redirects that leave the site or lead back to login', () => {
    expect(landingHref('demo', ['ROLE_USER'], 'https://evil.test/')).toBe('/demo/dashboard/user/home');
    expect(landingHref('demo', ['ROLE_USER'], '//evil.test/')).toBe('/demo/dashboard/user/home');
    expect(safeRedirect('/\\evil.test')).toBeNull();
    expect(safeRedirect('/login?redirect=/demo')).toBeNull();
    expect(safeRedirect('/demo/login')).toBeNull();
    expect(safeRedirect('/demo/dashboard/user/home')).toBe('/demo/dashboard/user/home');
  });
});

describe('safeRedirect: only a path of this site', () => {
  it('refuses what leaves the site, whatever the spelling', () => {
    for (const value of [
      '//evil.test/x',
      '/\\evil.test',
      '\\\\evil.test',
      'http://evil.test/',
      'https:evil.test',
      'javascript:alert(1)',
      'data:text/html,<p>x</p>',
      '/\t/evil.test',
      '/\n/evil.test',
      '/demo/\\..\\..\\evil',
      ' /demo',
      'demo/dashboard',
      '',
    ]) {
      expect(safeRedirect(value), JSON.stringify(value)).toBeNull();
    }
    expect(safeRedirect(null)).toBeNull();
    expect(safeRedirect(undefined)).toBeNull();
  });

  it('refuses every value that normalises to another site (a table of hostile spellings)', () => {
    const hostile = [
      '/.//evil.test',
      '/%2e//evil.test',
      '/%2E//evil.test',
      '/demo/../..//evil.test',
      '/demo/..//evil.test',
      '/..//evil.test',
      '/%2e%2e//evil.test',
      '/./%2e//evil.test',
      '/demo/./..//evil.test/x?y=1',
      '/.//evil.test#frag',
      '/demo//evil.test',
      '/.///evil.test',
      '/././/evil.test',
      '/demo/%2e%2e/%2e%2e//evil.test',
      '/a/b/../../..//evil.test',
      '/.%2e//evil.test',
      '/%2e./..//evil.test',
      '/./\\evil.test',
      '/.//\\evil.test',
      '/%5c%5cevil.test/..//x',
      '/.//evil.test:443/x',
      '/.//user@evil.test',
      '/.//%65vil.test',
      '/..;//evil.test',
    ];
    expect(hostile.length).toBeGreaterThanOrEqual(24);
    for (const value of hostile) expect(safeRedirect(value), JSON.stringify(value)).toBeNull();
  });

  it('answers only values that pass again unchanged', () => {
    for (const value of ['/demo/./x', '/demo/a/../b?c=1#d', '/%64emo/x', '/demo/%2F%2Fevil.test']) {
      const target = safeRedirect(value);
      expect(target).not.toBeNull();
      expect(safeRedirect(target)).toBe(target);
    }
  });

  it('refuses an escape that does not decode, and a path that resolves to login', () => {
    expect(safeRedirect('/%E0%A4%A/x')).toBeNull();
    expect(safeRedirect('/demo/../login')).toBeNull();
    expect(safeRedirect('/demo/%2e%2e/login')).toBeNull();
  });

  it('keeps a path of this site with its query and fragment, dot segments resolved', () => {
    expect(safeRedirect('/demo/rate/member/registration?x=1#top')).toBe(
      '/demo/rate/member/registration?x=1#top',
    );
    expect(safeRedirect('/demo/a/../dashboard/user/home')).toBe('/demo/dashboard/user/home');
    expect(safeRedirect('/demo/%2F%2Fevil.test')).toBe('/demo/%2F%2Fevil.test');
  });

  it('never throws on a malformed value: the congress and the variant fall back', () => {
    expect(congressSlugFromRedirect('/%E0%A4%A/dashboard')).toBeNull();
    expect(participantOfRedirect('/demo/rate/%E0%A4%A-member/registration')).toBeNull();
    expect(landingHref('demo', ['ROLE_USER'], '/\t/evil.test')).toBe('/demo/dashboard/user/home');
  });
});

describe('login variants', () => {
  it('names the participant type of a rate route only', () => {
    expect(participantOfRedirect('/demo/rate/member/registration')).toBe('member');
    expect(participantOfRedirect('/demo/rate/adh%C3%A9rents?x=1')).toBe('adhérents');
    expect(participantOfRedirect('/demo/rate/guest-speakers/registration')).toBe('guest-speakers');
    expect(participantOfRedirect(null)).toBeNull();
    // A staff screen whose name contains "member" names no participant type.
    expect(participantOfRedirect('/demo/dashboard/admin/member-book')).toBeNull();
  });

  it('finds the congress of a bare /login in its redirect value', () => {
    expect(congressSlugFromRedirect('/closed-demo/dashboard/admin')).toBe('closed-demo');
    expect(congressSlugFromRedirect('https://evil.test/x')).toBeNull();
    expect(congressSlugFromRedirect(null)).toBeNull();
  });
});

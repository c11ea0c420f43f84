import { readdirSync } from 'node:fs';
import {
  isReservedCongressSlug,
  RESERVED_CONGRESS_SLUGS,
} from '@congress/domain/contracts/congress-settings';
import { describe, expect, it } from 'vitest';
import { paths } from './paths.ts';

/** Every path of the route table, with the congress-scoped ones left out. */
const routePaths = Object.values(paths).flatMap((route) =>
  'congressPath' in route ? [route.path, route.congressPath] : [route.path],
);

describe('reserved congress slugs', () => {
  it('include every first path segment the route table uses besides the congress', () => {
    const firsts = routePaths
      .map((path) => path.split('/')[1] ?? '')
      .filter((segment) => segment !== '' && !segment.startsWith(':'));
    expect(firsts.length).toBeGreaterThan(0);
    for (const segment of firsts) expect([segment, isReservedCongressSlug(segment)]).toEqual([segment, true]);
  });

  it('include the API and what the web build serves at its root (assets, public files)', () => {
    const publicFiles = readdirSync(new URL('../../public', import.meta.url));
    for (const name of ['api', 'assets', ...publicFiles, 'index.html'])
      expect([name, isReservedCongressSlug(name)]).toEqual([name, true]);
    expect(RESERVED_CONGRESS_SLUGS).toContain('login');
    expect(isReservedCongressSlug('apimondia')).toBe(false);
  });
});

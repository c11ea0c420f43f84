import { describe, expect, it } from 'vitest';
import { createOwnCheckIns, createRepeatFilter } from './repeat-filter.ts';

describe('the scanner repeat filter', () => {
  it('passes a ticket once while it stays under the camera, frame after frame', () => {
    const pass = createRepeatFilter(5_000);
    const frames = Array.from({ length: 100 }, (_, i) => pass('t1', 1_000 + i * 100));
    expect(frames.filter(Boolean)).toHaveLength(1);
  });

  it('passes the same ticket again once it has been away 5 s, and another ticket at once', () => {
    const pass = createRepeatFilter(5_000);
    expect(pass('t1', 0)).toBe(true);
    expect(pass('t2', 100)).toBe(true);
    expect(pass('t1', 200)).toBe(true);
    expect(pass('t1', 4_000)).toBe(false);
    expect(pass('t1', 9_100)).toBe(true);
  });
});

describe("the door's own recent check-ins", () => {
  const at = '2026-11-26T08:31:00.000Z';

  it('knows the check-in it made moments ago', () => {
    const own = createOwnCheckIns(60_000);
    own.remember(7, at, 1_000);
    expect(own.isOwnRecent(7, at, 6_000)).toBe(true);
  });

  it('warns for a check-in made elsewhere, for another person, or long ago', () => {
    const own = createOwnCheckIns(60_000);
    own.remember(7, at, 1_000);
    expect(own.isOwnRecent(7, '2026-11-26T08:30:00.000Z', 2_000)).toBe(false);
    expect(own.isOwnRecent(8, at, 2_000)).toBe(false);
    expect(own.isOwnRecent(7, at, 61_001)).toBe(false);
  });
});

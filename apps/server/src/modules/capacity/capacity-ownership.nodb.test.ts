import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Capacity owns places (architecture.md, its row of the module table): only modules/capacity locks
 * a rate or an activity row to take a place, and only it reads or writes waiting-list entries, since
 * their offers hold places, and room blocks, whose rooms stays take night by night. Everyone else goes through capacity.service.ts, so a quota is counted
 * and taken in one place under one lock.
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory())
      return entry.name === 'migrations' || entry.name === 'schema' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = sourceFiles(SRC).map((path) => ({
  path: relative(SRC, path).split(sep).join('/'),
  text: readFileSync(path, 'utf8'),
}));
const outsideCapacity = files.filter((file) => !file.path.startsWith('modules/capacity/'));

/** A Drizzle name of the entries table: the schema's export, or an alias of it (`as w`). */
const ENTRIES = /\bwaitingListEntries\b/;
/** The entries table named in raw SQL. */
const RAW_ENTRIES = /\bwaiting_list_entries\b/;
/** The hotels' room blocks (decisions 46), by their Drizzle name or in raw SQL: rooms are capacity too. */
const ROOM_BLOCKS = /\broomBlocks\b|\broom_blocks\b/;
/** A select of rates or activities that locks the rows it reads. */
const PLACE_LOCK = /\.from\((?:rates|activities)\)[^;]*?\.for\('update'\)/s;

describe('capacity: the one owner of places', () => {
  it('finds what it guards inside modules/capacity', () => {
    // A broken pattern would pass the rules below; capacity itself holds these by design.
    const capacity = files.filter((file) => file.path.startsWith('modules/capacity/'));
    expect(capacity.filter((file) => ENTRIES.test(file.text)).length).toBeGreaterThan(1);
    expect(capacity.filter((file) => ROOM_BLOCKS.test(file.text)).length).toBeGreaterThan(0);
    expect(capacity.filter((file) => PLACE_LOCK.test(file.text)).map((file) => file.path)).toEqual([
      'modules/capacity/activity-places.repository.ts',
      'modules/capacity/rate-places.repository.ts',
    ]);
  });

  it('leaves waiting-list entries to capacity', () => {
    const offences = outsideCapacity.filter((file) => ENTRIES.test(file.text) || RAW_ENTRIES.test(file.text));
    expect(offences.map((file) => file.path)).toEqual([]);
  });

  it('leaves room blocks to capacity, which counts and takes rooms night by night', () => {
    const offences = outsideCapacity.filter((file) => ROOM_BLOCKS.test(file.text));
    expect(offences.map((file) => file.path)).toEqual([]);
  });

  it('locks rates and activities for a place only in capacity', () => {
    const offences = outsideCapacity.filter((file) => PLACE_LOCK.test(file.text));
    expect(offences.map((file) => file.path)).toEqual([]);
  });
});

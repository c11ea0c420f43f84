import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  fromServer,
  isTest,
  moduleOf,
  relativeImports,
  SERVER,
  sourceFiles,
} from '../test/server-sources.ts';

/**
 * The server's module boundaries (architecture.md, "modules/<domain>"):
 * 1. A module reaches another module only through its public surface, the one file
 *    `modules/<other>/<other>.service.ts` (type imports included); never its repositories, helpers,
 *    sub-folders or other services. Tests are held to the same rule.
 * 2. The graph of modules (who imports whom, tests left out) has no cycle.
 * 3. lib/, db/ and plugins/ are shared infrastructure: they never import a module.
 * 4. The seed writes through services: from modules it imports `*.service.ts` files only.
 */
const publicSurface = (module: string) => `src/modules/${module}/${module}.service.ts`;

type Edge = { from: string; to: string };
const edges: Edge[] = [...sourceFiles(join(SERVER, 'src')), ...sourceFiles(join(SERVER, 'seed'))].flatMap(
  (file) => relativeImports(file).map((to) => ({ from: fromServer(file), to })),
);
const show = ({ from, to }: Edge) => `${from} -> ${to}`;

/** The module graph of the server's own code: module -> the modules it imports. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    const [source, target] = [moduleOf(from), moduleOf(to)];
    if (!source || !target || source === target || isTest(from)) continue;
    graph.set(source, (graph.get(source) ?? new Set()).add(target));
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each written `a -> b -> a` (one per back edge). */
function findCycles(graph: Map<string, Set<string>>): string[] {
  const cycles: string[] = [];
  const done = new Set<string>();
  const walk = (node: string, path: string[]) => {
    if (path.includes(node)) {
      cycles.push([...path.slice(path.indexOf(node)), node].join(' -> '));
      return;
    }
    if (done.has(node)) return;
    for (const next of graph.get(node) ?? []) walk(next, [...path, node]);
    done.add(node);
  };
  for (const node of [...graph.keys()].sort()) walk(node, []);
  return cycles;
}

describe('server architecture: module boundaries', () => {
  it('reads the module graph it guards', () => {
    // A broken parser would pass every rule below; these edges exist by design.
    const graph = moduleGraph();
    expect(graph.get('payments')).toContain('booking');
    expect(graph.get('invoices')).toContain('booking');
    expect(graph.get('booking')).toContain('auth');
  });

  it('reaches another module only through its <module>.service.ts', () => {
    const offences = edges.filter(({ from, to }) => {
      const [source, target] = [moduleOf(from), moduleOf(to)];
      return source !== null && target !== null && source !== target && to !== publicSurface(target);
    });
    expect(offences.map(show)).toEqual([]);
  });

  it('has no import cycle between modules', () => {
    expect(findCycles(moduleGraph())).toEqual([]);
  });

  it('keeps lib, db and plugins free of modules', () => {
    const offences = edges.filter(
      ({ from, to }) => /^src\/(lib|db|plugins)\//.test(from) && to.startsWith('src/modules/'),
    );
    expect(offences.map(show)).toEqual([]);
  });

  it('seeds through services only', () => {
    const offences = edges.filter(
      ({ from, to }) =>
        from.startsWith('seed/') && to.startsWith('src/modules/') && !to.endsWith('.service.ts'),
    );
    expect(offences.map(show)).toEqual([]);
  });
});

/**
 * 5. No import circle anywhere under src/, at file level, type imports and `export ... from`
 *    counted (a type-only circle breaks nothing at run time, but retypes every file on it at each
 *    change). Seeds are in the graph (startup.ts imports one); tests too: nobody imports a test, so
 *    a test can sit on a circle only if some helper imports it, which is worth knowing.
 */
function fileGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of edges) graph.set(from, (graph.get(from) ?? new Set()).add(to));
  return graph;
}

describe('server architecture: the file graph', () => {
  it('reads the file graph it guards, type imports and re-exports included', () => {
    // A parser blind to `import type` or `export ... from` would pass the rule below.
    const graph = fileGraph();
    expect(graph.get('src/deps.ts')).toContain('src/modules/booking/booking.service.ts'); // import type
    expect(graph.get('src/lib/pdf/pdf-buffer.ts')).toContain('src/lib/pdf/pdf-document.ts'); // export type ... from
    expect(graph.get('src/main.ts')).toContain('src/workers.ts'); // import('...')
    expect(graph.get('src/startup.ts')).toContain('seed/demo.ts');
  });

  it('has no import circle between files under src, type imports counted', () => {
    const circles = findCycles(fileGraph()).filter((circle) => circle.includes('src/'));
    expect(circles).toEqual([]);
  });
});

/**
 * Registration status has one writer: the booking module's status writer, which checks
 * every move against the domain's transition table and moves the participation's version. A write is
 * a `statusRegistration` key given a value (not a type, not a copy of a row's status), an assignment
 * to `.statusRegistration`, or raw SQL setting `status_registration`.
 */
const STATUS_WRITER = 'src/modules/booking/registrations/registration-status.repository.ts';

function statusWrites(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const patterns = [
    /(?<!\.)\bstatusRegistration\s*:(?!\s*(?:string\b|\(typeof\b|[\w?.]+\.statusRegistration\b))/g,
    /\.statusRegistration\s*=(?!=)/g,
    /\bset\b[^`;]*?\bstatus_registration\s*=/gi,
  ];
  return patterns.flatMap((pattern) =>
    [...text.matchAll(pattern)].map(
      (match) => `${fromServer(file)}:${text.slice(0, match.index).split('\n').length}`,
    ),
  );
}

describe('server architecture: state with one writer', () => {
  it('writes registration status only through the status writer', () => {
    const writes = sourceFiles(join(SERVER, 'src'))
      .filter((file) => !isTest(fromServer(file)) && !fromServer(file).startsWith('src/db/'))
      .flatMap(statusWrites);
    // A broken scan would pass: the writer itself is found.
    expect(writes.some((write) => write.startsWith(`${STATUS_WRITER}:`))).toBe(true);
    expect(writes.filter((write) => !write.startsWith(`${STATUS_WRITER}:`))).toEqual([]);
  });
});

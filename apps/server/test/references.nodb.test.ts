import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The reasons live in the repository: a comment citing "spec 5", "spec 2.2" or "decisions 41" (or
 * "decisions 3 and 7", "decisions 19-21") must name a section of docs/spec.md or a numbered decision
 * of docs/decisions.md, and nothing may cite an issue: a clone has no tracker, so say the rule, or
 * cite the decision or spec section that states it.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));

// Built, installed or generated output: the .gitignore's folders.
const SKIPPED_DIRS = new Set([
  '.git',
  'node_modules',
  'dist',
  'dist-types',
  'data',
  'test-results',
  'playwright-report',
  '.tmp',
  'out',
]);
const TEXT = /\.(ts|tsx|mts|mjs|js|cjs|json|md|sql|sh|css|html|xml|yml|yaml|txt)$/;
// History, kept as written (their citations must still resolve): benchmark results are dated records
// per session, and a migration, once applied somewhere, is never edited.
const HISTORY = [/^bench\/RESULTS\.md$/, /^apps\/server\/src\/db\/migrations\//];

function repositoryFiles(dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : repositoryFiles(path);
    if (!TEXT.test(entry.name) || entry.name === 'package-lock.json') return [];
    return [relative(root, path).split('\\').join('/')];
  });
}

const NUMBER = String.raw`\d+(?:\.\d+)*`;
const LIST = String.raw`${NUMBER}(?:(?:, | and | or |-|–)${NUMBER})*`;
const SPEC_CITATION = new RegExp(String.raw`\bspec (${LIST})`, 'gi');
const DECISION_CITATION = new RegExp(String.raw`\bdecisions? (${LIST})`, 'gi');
const SINGULAR_DECISION = /\bdecision \d/gi;
const ISSUE_CITATION = /\bissues? #?\d+/gi;

/** "4, 5 and 7", "19-21" → every number it names. */
function citedNumbers(list: string): string[] {
  return list.split(/, | and | or /).flatMap((part) => {
    const range = /^(\d+)[-–](\d+)$/.exec(part);
    if (!range) return [part];
    const numbers: string[] = [];
    for (let n = Number(range[1]); n <= Number(range[2]); n++) numbers.push(String(n));
    return numbers;
  });
}

const readDoc = (name: string) => readFileSync(join(root, 'docs', name), 'utf8');
const specSections = new Set(
  [...readDoc('spec.md').matchAll(/^#{2,} (\d+(?:\.\d+)*)\.? /gm)].map((m) => m[1] ?? ''),
);
const decisionNumbers = new Set([...readDoc('decisions.md').matchAll(/^(\d+)\. /gm)].map((m) => m[1] ?? ''));

/** The numbers a line cites that `known` does not hold. */
const unknownIn = (line: string, pattern: RegExp, known: Set<string>) =>
  [...line.matchAll(pattern)].flatMap((m) => citedNumbers(m[1] ?? '')).filter((n) => !known.has(n));

/** `file:line: what` for every line of `files` where `find` finds something. */
function everyLine(files: string[], find: (line: string) => string[]): string[] {
  return files.flatMap((file) =>
    readFileSync(join(root, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => find(line).map((found) => `${file}:${index + 1}: ${found}`)),
  );
}

describe('citations of the spec and the decisions', () => {
  const files = repositoryFiles();
  // The two documents are copies, kept word for word: their own cross-references are theirs.
  const citing = files.filter((file) => file !== 'docs/spec.md' && file !== 'docs/decisions.md');
  const current = citing.filter((file) => !HISTORY.some((history) => history.test(file)));

  it('reads the sources, tests, e2e and docs, and both documents have their numbers', () => {
    expect(files).toContain('apps/server/src/app.ts');
    expect(files).toContain('e2e/support/i18n.ts');
    expect(files).toContain('packages/domain/src/enums.ts');
    expect(files).toContain('README.md');
    expect(files).not.toContain('package-lock.json');
    expect([...specSections]).toEqual(expect.arrayContaining(['1', '2.1', '2.2', '9']));
    expect(decisionNumbers.size).toBeGreaterThanOrEqual(50);
  });

  it('every "spec N" names a section of docs/spec.md', () => {
    expect(everyLine(citing, (line) => unknownIn(line, SPEC_CITATION, specSections))).toEqual([]);
  });

  it('every "decisions N" names a decision of docs/decisions.md', () => {
    expect(everyLine(citing, (line) => unknownIn(line, DECISION_CITATION, decisionNumbers))).toEqual([]);
  });

  it('cites decisions one way: "decisions N", by the document as "spec N" is', () => {
    expect(everyLine(current, (line) => line.match(SINGULAR_DECISION) ?? [])).toEqual([]);
  });

  it('finds a citation of something that does not exist, and the other forms', () => {
    // Spelled apart so that this file does not cite them itself.
    expect(unknownIn(`as ${'spec'} 4.7 and 10 say`, SPEC_CITATION, specSections)).toEqual(['4.7', '10']);
    expect(unknownIn(`(${'decisions'} 3, 49-51)`, DECISION_CITATION, decisionNumbers)).toEqual(['51']);
    expect(`see ${'Decision'} 12`.match(SINGULAR_DECISION)).toHaveLength(1);
    expect(`see ${'issue'} 14 point 3`.match(ISSUE_CITATION)).toHaveLength(1);
  });

  it('nothing outside the recorded history cites an issue', () => {
    expect(everyLine(current, (line) => line.match(ISSUE_CITATION) ?? [])).toEqual([]);
  });
});

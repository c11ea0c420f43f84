import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { UPLOAD_MAX_BYTES } from '@congress/domain/contracts/congress-settings';
import { MEMBER_IMPORT_MAX_BYTES } from '@congress/domain/contracts/members';
import { STATEMENT_MAX_BYTES } from '@congress/domain/contracts/reconciliation';
import type { Endpoint } from '@congress/domain/endpoints/define';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGLISH_CSV_MAPPING } from './fixtures/statement-fixtures.ts';
import { congressIdOf, createUser, signIn } from './fixtures/auth-fixtures.ts';
import {
  deepXml,
  multipartBody,
  pdfFile,
  plainZip,
  svgWithScript,
  xlsxBomb,
} from './hostile/upload-files.ts';
import { measureLoopBlocking } from './hostile/event-loop-probe.ts';
import { changedTables, tableSnapshotter } from './table-checksums.ts';
import { createClient, createTestContext, type TestClient, type TestContext } from './test-app.ts';

/**
 * Hostile uploads: well-formed multipart bodies carrying hostile files to every upload route the
 * endpoint declarations list (a new one fails the first test until it is listed here). Each answer
 * is a 400 or 413 in the AppError shape, changes no row, and holds the event loop less than 100 ms
 * (measured while the request is served, not as the test's time: hostile/event-loop-probe.ts).
 */
const MAX_LOOP_DELAY_MS = 100;

/** Each upload route: where to send, and the most it takes. */
const UPLOAD_ROUTES: Record<string, { url: (congressId: number) => string; maxBytes: number }> = {
  'POST /api/member/import/preview': {
    url: () => '/api/member/import/preview',
    maxBytes: MEMBER_IMPORT_MAX_BYTES,
  },
  'POST /api/member/import/confirm': {
    url: () => '/api/member/import/confirm?congressSlug=demo',
    maxBytes: MEMBER_IMPORT_MAX_BYTES,
  },
  'POST /api/payments-desk/congress/:slug/statements/csv-preview': {
    url: () => '/api/payments-desk/congress/demo/statements/csv-preview',
    maxBytes: STATEMENT_MAX_BYTES,
  },
  'POST /api/payments-desk/congress/:slug/statements': {
    url: () => '/api/payments-desk/congress/demo/statements',
    maxBytes: STATEMENT_MAX_BYTES,
  },
  'POST /api/congress/:id/upload/:kind': {
    url: (id) => `/api/congress/${id}/upload/logo`,
    maxBytes: UPLOAD_MAX_BYTES,
  },
  'POST /api/letters/congress/:slug/signature': {
    url: () => '/api/letters/congress/demo/signature',
    maxBytes: UPLOAD_MAX_BYTES,
  },
};

type Part = Parameters<typeof multipartBody>[0][number];
const file = (filename: string, data: Buffer | string, type?: string): Part => ({
  name: 'file',
  filename,
  data,
  ...(type ? { type } : {}),
});

/** The hostile bodies every upload route is sent; `maxBytes` is the route's limit. */
const HOSTILE: Record<string, (maxBytes: number) => Part[]> = {
  'XML nested 102 levels': () => [file('statement.xml', deepXml(102), 'application/xml')],
  'XML nested 200,000 levels (1.4 MB)': () => [file('statement.xml', deepXml(200_000), 'application/xml')],
  'xlsx unpacking to 450 MB': () => [file('members.xlsx', xlsxBomb())],
  'xlsx whose directory lies about its size': () => [file('members.xlsx', xlsxBomb(1_500_000, true))],
  'a file one byte over the limit': (maxBytes) => [file('big.csv', Buffer.alloc(maxBytes + 1, 'a'))],
  'a CSV of short lines up to the limit': (maxBytes) => [
    { name: 'mapping', data: JSON.stringify(ENGLISH_CSV_MAPPING) },
    file(
      'lines.csv',
      `Date,Description,Payer,Credit,Debit,Bank reference\n${'1,2\n'.repeat(maxBytes / 4 - 100)}`,
    ),
  ],
  'a CSV of 15,000 lines short of columns (parsed on the statement thread)': () => [
    { name: 'mapping', data: JSON.stringify(ENGLISH_CSV_MAPPING) },
    file('lines.csv', `Date,Description,Payer,Credit,Debit,Bank reference\n${'1,2\n'.repeat(15_000)}`),
  ],
  'a zip named .csv': () => [file('statement.csv', plainZip, 'text/csv')],
  'a PDF named .xlsx': () => [file('members.xlsx', pdfFile)],
  'an SVG with a script named .png': () => [file('logo.png', svgWithScript, 'image/png')],
  'many fields and files': () => [
    ...Array.from({ length: 40 }, (_, i): Part => ({ name: `field${i}`, data: 'x' })),
    ...Array.from({ length: 5 }, (_, i) => file(`f${i}.csv`, 'a;b\n1;2\n')),
  ],
  'hostile field and file names': () => [
    { name: '__proto__', data: '{"polluted":true}' },
    {
      name: 'file"; name="constructor',
      filename: '../../etc/passwd\u202e<img src=x onerror=alert(1)>%00.png',
      data: Buffer.from([0, 1, 2, 3, 0xff, 0xfe]),
    },
  ],
  'no file, only a field': () => [{ name: 'mapping', data: '{}' }],
};

describe('hostile uploads', () => {
  let t: TestContext;
  let superAdmin: TestClient;
  let congressId: number;

  beforeAll(async () => {
    t = await createTestContext();
    superAdmin = createClient(t.app);
    const account = await createUser(t.database.db, { roles: ['ROLE_SUPER_ADMIN'] });
    expect((await signIn(superAdmin, account, 'user')).statusCode).toBe(200);
    congressId = await congressIdOf(t.database.db);
  });
  afterAll(() => t.close());

  it('covers every upload route the endpoint declarations list', async () => {
    const dir = fileURLToPath(new URL('../../../packages/domain/src/endpoints/', import.meta.url));
    const uploads: string[] = [];
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.ts') && !n.includes('.test.'))) {
      const module: Record<string, unknown> = await import(`${dir}${name}`);
      for (const value of Object.values(module)) {
        const endpoint = value as Partial<Endpoint>;
        if (endpoint?.consumes?.includes('multipart/form-data'))
          uploads.push(`${endpoint.method} ${endpoint.path}`);
      }
    }
    expect(uploads.sort()).toEqual(Object.keys(UPLOAD_ROUTES).sort());
  });

  it('xlsx bombs fit in an upload: they are refused for what they unpack to, not their size', () => {
    expect(xlsxBomb().length).toBeLessThan(MEMBER_IMPORT_MAX_BYTES);
    expect(xlsxBomb(1_500_000, true).length).toBeLessThan(MEMBER_IMPORT_MAX_BYTES);
  });

  it('sees a held event loop: the probe is not blind', async () => {
    const { maxBlockedMs } = await measureLoopBlocking(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      // 150 ms of this thread's work (not of the clock: the machine may lend it a fraction of a core).
      const spent = () => process.threadCpuUsage().user / 1000;
      const until = spent() + 150;
      while (spent() < until) {
        // holding the loop, as a parser reading a bomb would
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(maxBlockedMs).toBeGreaterThan(MAX_LOOP_DELAY_MS);
  });

  /** The request served with the event loop watched: its answer, the longest hold, the memory grown. */
  async function sendMeasured(url: string, parts: Part[]) {
    const body = multipartBody(parts);
    const rssBefore = process.memoryUsage().rss;
    const { result: response, maxBlockedMs } = await measureLoopBlocking(() =>
      superAdmin.request({ method: 'POST', url, ...body }),
    );
    const grownMb = (process.memoryUsage().rss - rssBefore) / 1024 / 1024;
    return { response, maxBlockedMs, grownMb };
  }

  for (const [route, target] of Object.entries(UPLOAD_ROUTES)) {
    describe(route, () => {
      for (const [name, parts] of Object.entries(HOSTILE)) {
        it(`refuses ${name}: 400 or 413, no row changed, the event loop free`, async () => {
          const snapshot = await tableSnapshotter(t.database.db, []);
          const before = await snapshot();
          const { response, maxBlockedMs, grownMb } = await sendMeasured(
            target.url(congressId),
            parts(target.maxBytes),
          );
          expect([400, 413], response.body.slice(0, 300)).toContain(response.statusCode);
          expect(response.json()).toMatchObject({
            statusCode: response.statusCode,
            code: expect.any(String),
            message: expect.any(String),
          });
          expect(changedTables(before, await snapshot())).toEqual([]);
          expect(maxBlockedMs, 'longest time the event loop was held (ms)').toBeLessThan(MAX_LOOP_DELAY_MS);
          // Refused before it unpacks: the 450 MB sheet never reaches memory.
          expect(grownMb, 'resident memory grown (MB)').toBeLessThan(100);
        });
      }
    });
  }
});

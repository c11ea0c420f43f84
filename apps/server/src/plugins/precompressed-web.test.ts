import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.ts';

/** The web app goes out compressed as the build wrote it: brotli, else gzip, else plain. */
describe('precompressed web app', () => {
  let t: TestContext;
  let dist: string;
  const page = `<!doctype html><title>Congress</title>${'<p>Welcome</p>'.repeat(200)}`;
  const rateListPage = page.replace(
    '<title>',
    '<link rel="modulepreload" href="/assets/rate-list.js"><title>',
  );
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    const write = (path: string, text: string) => {
      writeFileSync(join(dist, path), text);
      writeFileSync(join(dist, `${path}.br`), brotliCompressSync(text));
      writeFileSync(join(dist, `${path}.gz`), gzipSync(text));
    };
    write('index.html', page);
    write('index.rate-list.html', rateListPage);
    write('assets/app-3f2a.js', script);
    t = await createTestContext({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('sends the brotli file to a browser that accepts it, gzip to one that takes only gzip', async () => {
    for (const url of ['/assets/app-3f2a.js', '/demo', '/']) {
      const br = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers.vary, url).toMatch(/accept-encoding/i);
      const expected = url.startsWith('/assets') ? script : page;
      expect(brotliDecompressSync(br.rawPayload).toString(), url).toBe(expected);
      const gzip = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString(), url).toBe(expected);
      const plain = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.body, url).toBe(expected);
    }
  });

  it("sends the rate list's page, which preloads its screen, compressed and revalidated like index.html", async () => {
    for (const url of ['/demo/rate/affiliate-partners', '/demo/rate/affiliate-partners/?lang=fr']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(rateListPage);
    }
    // Other pages, and a variant the build did not write (the registration form's), get index.html.
    for (const url of [
      '/demo',
      '/demo/rate/affiliate-partners/registration',
      '/demo/rate/x/registration/summary',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect(response.body, url).toBe(page);
    }
  });
});

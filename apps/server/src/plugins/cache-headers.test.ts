import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../test/fixtures/auth-fixtures.ts';
import { createClient, createTestContext, type TestContext } from '../../test/test-app.ts';

/** What browsers and proxies may keep: no personal data, and never a stale page. */
describe('cache headers', () => {
  let t: TestContext;
  let dist: string;

  beforeAll(async () => {
    // A built web app of two files is enough: the page and one hashed asset.
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><script src="/assets/app-3f2a.js"></script>');
    writeFileSync(join(dist, 'assets', 'app-3f2a.js'), 'console.log(1)');
    // The build's compressed copies (their bytes do not matter here).
    for (const file of ['index.html', 'assets/app-3f2a.js']) {
      writeFileSync(join(dist, `${file}.br`), 'br');
      writeFileSync(join(dist, `${file}.gz`), 'gz');
    }
    t = await createTestContext({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the page for revalidation on every load, wherever it is asked, compressed or not', async () => {
    for (const encoding of ['identity', 'br, gzip', 'gzip']) {
      for (const url of ['/', '/index.html', '/demo', '/demo/rate/member']) {
        const response = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-type'], url).toMatch(/^text\/html/);
        expect(response.headers['cache-control'], `${url} ${encoding}`).toBe('no-cache');
      }
      const asset = await t.app.inject({
        method: 'GET',
        url: '/assets/app-3f2a.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(asset.headers['cache-control'], encoding).toBe('public, max-age=31536000, immutable');
    }
  });

  it('keeps a hashed asset for a year, and answers a missing one 404, never the page', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-3f2a.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/app-old1.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<!doctype html>');
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('lets no browser or proxy store an API answer: personal data, public reads and errors', async () => {
    const owner = createClient(t.app);
    await signIn(owner, { email: 'registered@demo.test', password: 'Demo!2345' }, 'user');
    const admin = createClient(t.app);
    await signIn(admin, await createUser(t.database.db, { roles: ['ROLE_SUPER_ADMIN'] }), 'user');
    const answers = [
      await owner.get('/api/user/'),
      await owner.get('/api/participation/mine/congress/demo'),
      await admin.get('/api/participation/congress/demo/all/all/all/all/all'),
      await admin.get('/api/payments-desk/congress/demo/transfers'),
      await t.app.inject({ method: 'GET', url: '/api/congress/slug/demo' }),
      await t.app.inject({ method: 'GET', url: '/api/rate/congress/demo' }),
      await t.app.inject({ method: 'GET', url: '/api/participant/1' }),
      await t.app.inject({ method: 'GET', url: '/api/nothing' }),
    ];
    for (const response of answers) {
      expect(response.statusCode).toBeLessThan(500);
      expect(response.headers['cache-control'], response.body.slice(0, 80)).toBe('no-store');
    }
  });
});

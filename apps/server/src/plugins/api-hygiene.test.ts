import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_ORIGIN, type TestContext } from '../../test/test-app.ts';

describe('API hygiene', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const post = (headers: Record<string, string>, payload: string) =>
    t.app.inject({ method: 'POST', url: '/api/login_check', headers, payload });

  it('answers malformed JSON with 400, never 500', async () => {
    const response = await post({ 'content-type': 'application/json', origin: TEST_ORIGIN }, '{"username": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, error: 'Bad Request', code: 'MALFORMED_BODY' });
  });

  it('answers an oversized body with 400', async () => {
    const big = JSON.stringify({ username: 'a@b.cd', password: 'x'.repeat(2 * 1024 * 1024) });
    const response = await post({ 'content-type': 'application/json', origin: TEST_ORIGIN }, big);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers schema violations with 400 and the field messages', async () => {
    const response = await post(
      { 'content-type': 'application/json', origin: TEST_ORIGIN },
      '{"username":""}',
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.fields).toMatchObject({
      username: 'Please type something',
      password: 'Please type something',
    });
  });

  it('refuses a foreign Origin and a form post, and accepts its own host and PUBLIC_URL', async () => {
    const json = { 'content-type': 'application/json' };
    const foreign = await post({ ...json, origin: 'https://evil.example' }, '{}');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('FOREIGN_ORIGIN');
    const form = await post({ 'content-type': 'application/x-www-form-urlencoded' }, 'username=a');
    expect(form.statusCode).toBe(403);
    const publicOrigin = await post({ ...json, origin: TEST_ORIGIN }, '{}');
    expect(publicOrigin.statusCode).toBe(400);
    const ownHost = await post({ ...json, origin: 'http://app.local:8080', host: 'app.local:8080' }, '{}');
    expect(ownHost.statusCode).toBe(400);
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/login_check', '/api/health']));
    expect(document.paths['/api/login_check'].post.requestBody).toBeDefined();
  });

  it('puts security headers on every response', async () => {
    for (const url of ['/api/health', '/api/nothing', '/demo']) {
      const response = await t.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      // The door's service worker and manifest come from this site only.
      expect(csp).toMatch(/worker-src 'self'(;|$)/);
      expect(csp).toMatch(/manifest-src 'self'(;|$)/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['permissions-policy']).toContain('camera=(self)');
      expect(response.headers['permissions-policy']).toContain('microphone=()');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('asks browsers for https only when the public address is https', async () => {
    const https = await createTestContext({ PUBLIC_URL: 'https://registration.example.org' });
    try {
      const response = await https.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await https.close();
    }
  });
});

import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerProxyWarning, UNTRUSTED_PROXY_WARNING } from './proxy-warning.ts';

function appWith(trustProxy: unknown) {
  const warnings: string[] = [];
  const log = { warn: (_details: unknown, message: string) => void warnings.push(message) };
  const app = Fastify();
  registerProxyWarning(app, { trustProxy, log: log as unknown as FastifyBaseLogger });
  app.get('/x', async () => ({ ok: true }));
  return { app, warnings };
}

describe('the untrusted proxy warning', () => {
  it('warns once, at the first request that carries X-Forwarded-For, when TRUST_PROXY is unset', async () => {
    const { app, warnings } = appWith(false);
    await app.inject({ url: '/x' });
    expect(warnings).toEqual([]);
    for (let i = 0; i < 3; i++)
      await app.inject({ url: '/x', headers: { 'x-forwarded-for': `203.0.113.${i}` } });
    expect(warnings).toEqual([UNTRUSTED_PROXY_WARNING]);
    expect(UNTRUSTED_PROXY_WARNING).toContain('TRUST_PROXY');
  });

  it('says nothing when TRUST_PROXY is set', async () => {
    for (const trustProxy of [true, '10.0.0.0/8', () => true]) {
      const { app, warnings } = appWith(trustProxy);
      await app.inject({ url: '/x', headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(warnings).toEqual([]);
    }
  });
});

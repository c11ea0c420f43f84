import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApiClient } from '../../lib/api-client.ts';
import { switchCongressPath } from './components/congress-switcher.tsx';

describe('congress switcher', () => {
  it('keeps the admin screen and changes only the congress slug', () => {
    expect(switchCongressPath('/demo/dashboard/admin/congress-settings', 'closed-demo')).toBe(
      '/closed-demo/dashboard/admin/congress-settings',
    );
    expect(switchCongressPath('/demo/dashboard/admin/members', 'demo-2031')).toBe(
      '/demo-2031/dashboard/admin/members',
    );
  });
});

describe('uploads through the api client', () => {
  it('sends FormData as is, letting the browser set the multipart boundary', async () => {
    const calls: RequestInit[] = [];
    const client = createApiClient({
      fetch: async (_url, init) => {
        calls.push(init ?? {});
        return new Response('{"ok":true}', { status: 200 });
      },
    });
    const body = new FormData();
    body.append('file', new Blob(['x']), 'logo.png');
    await client.post('/congress/1/upload/logo', {
      schema: z.object({ ok: z.boolean() }),
      body,
      skipAuthRefresh: true,
    });
    expect(calls[0]?.body).toBe(body);
    expect(calls[0]?.headers).toEqual({ Accept: 'application/json' });
    await client.post('/x', { schema: z.object({ ok: z.boolean() }), body: { a: 1 }, skipAuthRefresh: true });
    expect(calls[1]?.body).toBe('{"a":1}');
    expect(calls[1]?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });
});

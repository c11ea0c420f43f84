import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint, fillPath, successSchema } from './define.ts';

describe('fillPath', () => {
  it('fills every :name from the params, URI-encoded', () => {
    expect(fillPath('/api/hotel/update/:id', { id: 4 })).toBe('/api/hotel/update/4');
    expect(fillPath('/api/x/:slug/y/:id', { slug: 'a b/c?d#é', id: '7' })).toBe(
      '/api/x/a%20b%2Fc%3Fd%23%C3%A9/y/7',
    );
  });

  it('leaves a path without parameters alone', () => {
    expect(fillPath('/api/section/uich/all', undefined)).toBe('/api/section/uich/all');
  });

  it('refuses a missing parameter rather than calling a wrong URL', () => {
    expect(() => fillPath('/api/hotel/:id', {})).toThrow('Missing path parameter "id"');
    expect(() => fillPath('/api/hotel/:id', { id: null })).toThrow('"id"');
  });
});

describe('successSchema', () => {
  const ZA = z.object({ a: z.number() });
  const ZB = z.object({ b: z.number() });

  it('is the lowest 2xx the declaration lists', () => {
    const endpoint = defineEndpoint({
      method: 'POST',
      path: '/api/x',
      guard: 'public',
      tags: ['x'],
      responses: { 201: ZB, 200: ZA },
    });
    expect(successSchema(endpoint)).toBe(ZA);
  });

  it('is absent for a file or stream', () => {
    const endpoint = defineEndpoint({ method: 'GET', path: '/api/f', guard: 'public', tags: ['f'] });
    expect(successSchema(endpoint)).toBeUndefined();
  });
});

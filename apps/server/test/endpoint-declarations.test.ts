import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Endpoint } from '@congress/domain/endpoints/define';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test-app.ts';

/** The OpenAPI document's own routes: hidden, not part of the app's contract. */
const NOT_ENDPOINTS = ['GET /api/docs', 'GET /api/docs/openapi.json'];

const endpointsDir = fileURLToPath(new URL('../../../packages/domain/src/endpoints/', import.meta.url));

async function everyDeclaration(): Promise<string[]> {
  const files = readdirSync(endpointsDir).filter((name) => name.endsWith('.ts') && !name.includes('.test.'));
  const declared: string[] = [];
  for (const file of files) {
    const module: Record<string, unknown> = await import(`${endpointsDir}${file}`);
    for (const value of Object.values(module)) {
      const endpoint = value as Partial<Endpoint>;
      if (typeof endpoint?.path === 'string' && typeof endpoint.method === 'string') {
        declared.push(`${endpoint.method} ${endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`);
      }
    }
  }
  return declared;
}

describe('endpoint declarations: each endpoint declared once, in packages/domain/src/endpoints', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('registers every API route from its declaration', () => {
    // A broken route table would pass: the app's routes and the declared ones are both read.
    expect(t.app.apiRoutes.length).toBeGreaterThan(100);
    const undeclared = t.app.apiRoutes.filter(
      (route) => !t.app.declaredRoutes.includes(route) && !NOT_ENDPOINTS.includes(route),
    );
    expect(undeclared).toEqual([]);
  });

  it('registers every declaration once', async () => {
    const declarations = await everyDeclaration();
    expect([...t.app.declaredRoutes].sort()).toEqual([...declarations].sort());
    expect(new Set(declarations).size).toBe(declarations.length);
  });
});

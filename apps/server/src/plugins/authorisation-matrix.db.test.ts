import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorisationMatrix,
  type MatrixEntry,
  type MatrixIds,
  ROLES,
  type Role,
} from '../../test/authorisation-matrix.ts';
import { matrixClients, matrixIds } from '../../test/matrix-identities.ts';
import { createTestContext, type TestClient, type TestContext } from '../../test/test-app.ts';

/** Every route of the API against every role (decisions 2, 40): the guard and the owner scope. */
describe('authorisation matrix', () => {
  let t: TestContext;
  let ids: MatrixIds;
  let clients: Map<Role, TestClient>;

  beforeAll(async () => {
    t = await createTestContext();
    ids = await matrixIds(t);
    clients = await matrixClients(t);
  }, 120_000);
  afterAll(() => t.close());

  it("lists every route of Fastify's route table, and only those", () => {
    const listed = authorisationMatrix(ids).map((entry) => entry.route);
    expect(t.app.apiRoutes.length).toBeGreaterThan(90);
    expect([...listed].sort()).toEqual([...t.app.apiRoutes].sort());
  });

  async function outcome(entry: MatrixEntry, role: Role): Promise<'allowed' | 'denied'> {
    const client = clients.get(role);
    if (!client) throw new Error(`no client for ${role}`);
    const [method = 'GET'] = entry.route.split(' ');
    const response = await client.request({
      method,
      url: entry.url,
      ...(entry.body === undefined ? {} : { payload: entry.body as object }),
    });
    return response.statusCode === 401 || response.statusCode === 403 ? 'denied' : 'allowed';
  }

  it('answers each role as the table says (allowed: anything but 401 and 403)', async () => {
    const entries = authorisationMatrix(ids).sort(
      (a, b) => Number(a.isLast ?? false) - Number(b.isLast ?? false),
    );
    const mismatches: string[] = [];
    for (const entry of entries) {
      for (const role of ROLES) {
        const expected = entry.allowed.includes(role) ? 'allowed' : 'denied';
        const actual = await outcome(entry, role);
        if (actual !== expected)
          mismatches.push(`${entry.route} as ${role}: ${actual}, expected ${expected}`);
      }
    }
    expect(mismatches).toEqual([]);
  }, 300_000);
});

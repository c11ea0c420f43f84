import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from './fixtures/auth-fixtures.ts';
import { type HostileRequest, hostileRequests, type OpenApiDocument } from './hostile/route-requests.ts';
import { changedTables, tableSnapshotter } from './table-checksums.ts';
import { createClient, createTestContext, TEST_ORIGIN, type TestContext } from './test-app.ts';

/**
 * Hostile input: requests built from every route's OpenAPI schemas with hostile
 * values anywhere (see hostile/), sent as anonymous, a participant and a super admin. No answer is
 * a 5xx, and a refused request (4xx) changes no row. `npm test` sends HOSTILE_RUNS=1500 by default;
 * `npm run test:hostile` sends 10,000. A failure prints fast-check's seed and the smallest request.
 */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 1_500);

const IDENTITIES = ['anonymous', 'participant', 'superAdmin'] as const;
type Identity = (typeof IDENTITIES)[number];

/** Ending its own session is no input bug, and would leave a signed-in identity anonymous after it. */
const SESSION_ENDING = new Set(['POST /api/token/invalidate', 'POST /api/token/refresh']);

/** Tables a refused request rightly writes, and why. */
const WRITTEN_WHEN_REFUSED: Record<string, string> = {
  rate_limit_counters:
    'a refused sign-in, account creation or password reset counts against its address and account',
};

type Outcome = { identity: Identity; status: number };

describe('hostile input', () => {
  let t: TestContext;
  const cookies = new Map<Identity, Record<string, string>>();

  beforeAll(async () => {
    t = await createTestContext();
    cookies.set('anonymous', {});
    const signedIn = async (identity: Identity, account: { email: string; password: string }) => {
      const client = createClient(t.app);
      expect((await signIn(client, account, 'user')).statusCode).toBe(200);
      cookies.set(identity, Object.fromEntries(client.jar));
    };
    await signedIn('participant', { email: 'registered@demo.test', password: 'Demo!2345' });
    await signedIn('superAdmin', await createUser(t.database.db, { roles: ['ROLE_SUPER_ADMIN'] }));
  });
  afterAll(() => t.close());

  const send = (identity: Identity, request: HostileRequest) =>
    t.app.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      cookies: cookies.get(identity) ?? {},
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    });

  it('sees a row written: the checksums are not blind', async () => {
    const snapshot = await tableSnapshotter(t.database.db, Object.keys(WRITTEN_WHEN_REFUSED));
    const before = await snapshot();
    const created = await send('superAdmin', {
      route: 'POST /api/section/create',
      method: 'POST',
      url: '/api/section/create',
      headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Hostile suite', addressCountry: 'Portugal', numero: '99' }),
    });
    expect(created.statusCode, created.body).toBeLessThan(300);
    expect(changedTables(before, await snapshot())).toContain('sections');
  });

  it(
    `answers ${RUNS} hostile requests with no 5xx, and a refused one changes no row`,
    async () => {
      const document = t.app.swagger() as unknown as OpenApiDocument;
      const routesOf = (identity: Identity) =>
        t.app.apiRoutes.filter((route) => identity === 'anonymous' || !SESSION_ENDING.has(route));
      const requests = Object.fromEntries(
        IDENTITIES.map((identity) => [identity, hostileRequests(routesOf(identity), document)]),
      ) as Record<Identity, fc.Arbitrary<HostileRequest>>;
      const cases = fc
        .constantFrom(...IDENTITIES)
        .chain((identity) => requests[identity].map((request) => ({ identity, request })))
        .map((value) =>
          Object.assign(value, {
            // What a failure prints: a 1 MB body is shown by its length.
            [fc.toStringMethod]: () =>
              `${value.identity} ${value.request.method} ${value.request.url} ${JSON.stringify(value.request.headers)} ${(value.request.payload ?? '').slice(0, 300)} (${value.request.payload?.length ?? 0} chars)`,
          }),
        );

      const snapshot = await tableSnapshotter(t.database.db, Object.keys(WRITTEN_WHEN_REFUSED));
      let current = await snapshot();
      const outcomes: Outcome[] = [];
      await fc.assert(
        fc.asyncProperty(cases, async ({ identity, request }) => {
          const response = await send(identity, request);
          const before = current;
          current = await snapshot();
          outcomes.push({ identity, status: response.statusCode });
          expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(changedTables(before, current), `refused with ${response.statusCode}`).toEqual([]);
          }
        }),
        { numRuns: RUNS, ...(process.env.HOSTILE_SEED ? { seed: Number(process.env.HOSTILE_SEED) } : {}) },
      );

      // The run meant something: each identity got answers past the guard and validation.
      for (const identity of IDENTITIES) {
        const ok = outcomes.filter((o) => o.identity === identity && o.status < 300).length;
        expect(ok, `${identity}: no 2xx`).toBeGreaterThan(0);
      }
      // The signed-in identities stayed signed in the whole run.
      for (const identity of ['participant', 'superAdmin'] as const) {
        const me = await send(identity, {
          route: 'GET /api/user/',
          method: 'GET',
          url: '/api/user/',
          headers: {},
        });
        expect(me.json().user, identity).not.toBeNull();
      }
    },
    60_000 + RUNS * 60,
  );
});

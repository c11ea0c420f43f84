import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorisationMatrix,
  type MatrixEntry,
  type MatrixIds,
  ROLES,
  type Role,
} from '../../test/authorisation-matrix.ts';
import { congressIdOf, createMember, createUser, signIn } from '../../test/fixtures/auth-fixtures.ts';
import { createCongress } from '../../test/fixtures/payment-fixtures.ts';
import { createClient, createTestContext, type TestClient, type TestContext } from '../../test/test-app.ts';
import * as s from '../db/schema/index.ts';

const DEMO_PASSWORD = 'Demo!2345';

/** Every route of the API against every role (decisions 2, 40): the guard and the owner scope. */
describe('authorisation matrix', () => {
  let t: TestContext;
  let ids: MatrixIds;
  const clients = new Map<Role, TestClient>();

  async function demoIds(): Promise<MatrixIds> {
    const db = t.database.db;
    const congressId = await congressIdOf(db);
    const [claire] = await db
      .select({ participationId: s.participations.id, participantId: s.participants.id })
      .from(s.participations)
      .innerJoin(s.participants, eq(s.participants.id, s.participations.mainParticipantId))
      .innerJoin(s.users, eq(s.users.id, s.participants.userId))
      .where(eq(s.users.email, 'registered@demo.test'));
    if (!claire) throw new Error('Claire Martin is not seeded');
    const [registration] = await db
      .select({ id: s.registrations.id })
      .from(s.registrations)
      .where(
        and(eq(s.registrations.participationId, claire.participationId), eq(s.registrations.position, 1)),
      );
    const [invoice] = await db
      .select({ id: s.invoices.id })
      .from(s.invoices)
      .where(and(eq(s.invoices.participationId, claire.participationId), eq(s.invoices.kind, 'invoice')));
    const [rate] = await db.select().from(s.rates).where(eq(s.rates.congressId, congressId)).limit(1);
    const [activity] = await db
      .select({ id: s.activities.id })
      .from(s.activities)
      .where(eq(s.activities.congressId, congressId))
      .limit(1);
    const [member] = await db
      .select({ id: s.memberUsers.id })
      .from(s.memberUsers)
      .where(eq(s.memberUsers.email, 'member6@demo.test'));
    if (!registration || !invoice || !rate || !activity || !member) throw new Error('demo data missing');
    return {
      congressId,
      rateId: rate.id,
      hotelId: rate.hotelId,
      activityId: activity.id,
      participationId: claire.participationId,
      participantId: claire.participantId,
      registrationId: registration.id,
      invoiceId: invoice.id,
      memberUserId: member.id,
    };
  }

  async function signedIn(account: { email: string; password: string }, kind: 'user' | 'member') {
    const client = createClient(t.app);
    const response = await signIn(client, account, kind);
    expect(response.statusCode, response.body).toBe(200);
    return client;
  }

  beforeAll(async () => {
    t = await createTestContext();
    const db = t.database.db;
    ids = await demoIds();
    clients.set('anonymous', createClient(t.app));
    clients.set('user', await signedIn(await createUser(db, { congressSlug: 'demo' }), 'user'));
    clients.set('member', await signedIn(await createMember(db), 'member'));
    clients.set('owner', await signedIn({ email: 'registered@demo.test', password: DEMO_PASSWORD }, 'user'));
    for (const [role, roles] of [
      ['viewer', ['ROLE_VISUALISATION']],
      ['admin', ['ROLE_ADMIN']],
      ['superAdmin', ['ROLE_SUPER_ADMIN']],
    ] as const) {
      const account = await createUser(db, { roles: [...roles], grants: ['demo'] });
      clients.set(role, await signedIn(account, 'user'));
    }
    const elsewhere = await createCongress(db);
    const otherAdmin = await createUser(db, { roles: ['ROLE_ADMIN'], grants: [elsewhere.slug] });
    clients.set('adminElsewhere', await signedIn(otherAdmin, 'user'));
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

import { ZAuditPage } from '@congress/domain/contracts/audit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createTestContext,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import { auditLog } from '../../db/schema/index.ts';
import { congressIdOf, createUser, signIn } from '../../../test/fixtures/auth-fixtures.ts';
import { recordAudit } from './audit.service.ts';

describe('GET /api/audit (super admin, read only)', () => {
  let t: TestContext;
  let superAdmin: TestClient;
  let superAdminEmail: string;
  let demoId: number;
  const clientAs = async (roles: string[]) => {
    const client = createClient(t.app);
    const user = await createUser(t.database.db, { roles, grants: ['demo'], congressSlug: 'demo' });
    expect((await signIn(client, user, 'user')).statusCode).toBe(200);
    return { client, email: user.email };
  };
  const list = async (query: string) => {
    const response = await superAdmin.get(`/api/audit?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return ZAuditPage.parse(response.json());
  };

  beforeAll(async () => {
    t = await createTestContext();
    ({ client: superAdmin, email: superAdminEmail } = await clientAs(['ROLE_SUPER_ADMIN']));
    demoId = await congressIdOf(t.database.db);
    const closedId = await congressIdOf(t.database.db, 'closed-demo');
    const db = t.database.db;
    await recordAudit(db, {
      actor: 'system',
      congressId: demoId,
      action: 'update',
      entity: 'audit-test-participant',
      entityId: 7,
      before: { firstName: 'Ana', passportNumber: 'P123', medicalInformation: 'asthma' },
      after: { firstName: 'Anna', passportNumber: 'P999', medicalInformation: 'none' },
    });
    // An entry written around the redaction (as an older version might have): the read side still hides it.
    await db.insert(auditLog).values([
      {
        congressId: closedId,
        actorKind: 'user',
        actorEmail: 'old.admin@audit.test',
        action: 'legacy-write',
        entity: 'audit-test-participant',
        entityId: '8',
        before: null,
        after: { lastName: 'Old', passportExpirationDate: '2030-01-01', nested: { medicalInformation: 'x' } },
        at: new Date('2020-03-10T12:00:00Z'),
      },
      {
        congressId: closedId,
        actorKind: 'user',
        actorEmail: 'old.admin@audit.test',
        action: 'legacy-write',
        entity: 'audit-test-rate',
        entityId: '9',
        at: new Date('2020-03-12T23:59:00Z'),
      },
    ]);
  });
  afterAll(() => t.close());

  it('answers 401 without a session and 403 to admins, viewers and participants', async () => {
    expect((await createClient(t.app).get('/api/audit')).statusCode).toBe(401);
    for (const roles of [['ROLE_ADMIN'], ['ROLE_VISUALISATION'], ['ROLE_USER']]) {
      const { client } = await clientAs(roles);
      expect((await client.get('/api/audit')).statusCode, roles[0]).toBe(403);
      expect((await client.get('/api/audit/facets')).statusCode).toBe(403);
    }
  });

  it('has no write route: nothing in the log can be changed', async () => {
    const [entry] = (await list('entity=audit-test-rate')).items;
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      const response = await superAdmin.request({ method, url: `/api/audit/${entry?.id}`, payload: {} });
      expect(response.statusCode, method).toBe(404);
    }
  });

  it('shows a settings change made through the API, with who, when and the values before and after', async () => {
    const settings = (await superAdmin.get('/api/congress/slug/demo/settings')).json();
    const { id, logoUrl, ribUrl, ribContentType, personalDataPurgedAt, ...body } = settings;
    const saved = await superAdmin.put(`/api/congress/${id}/settings`, { ...body, city: 'Sintra' });
    expect(saved.statusCode).toBe(200);
    const page = await list(
      `congressId=${demoId}&entity=congress&action=update&actorEmail=${superAdminEmail}`,
    );
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      actorKind: 'user',
      actorEmail: superAdminEmail,
      congressLabel: 'Demo Congress 2027',
      entityId: String(demoId),
      before: { city: 'Lisbon' },
      after: { city: 'Sintra' },
    });
    expect(Date.now() - new Date(page.items[0]?.at ?? 0).getTime()).toBeLessThan(60_000);
  });

  it('never shows passport or medical fields', async () => {
    const page = await list('entity=audit-test-participant');
    expect(page.total).toBe(2);
    const text = JSON.stringify(page.items);
    expect(text).not.toMatch(/passport|medical|P123|P999|asthma/i);
    expect(page.items.find((e) => e.entityId === '7')).toMatchObject({
      before: { firstName: 'Ana' },
      after: { firstName: 'Anna' },
    });
    expect(page.items.find((e) => e.entityId === '8')?.after).toEqual({ lastName: 'Old', nested: {} });
  });

  it('filters by congress, actor e-mail, entity, action and a date range of whole days', async () => {
    expect((await list('actorEmail=OLD.ADMIN@audit')).total).toBe(2);
    expect(
      (await list('actorEmail=old.admin@audit.test&entity=audit-test-rate')).items.map((e) => e.entityId),
    ).toEqual(['9']);
    expect(
      (await list('action=legacy-write&from=2020-03-10&to=2020-03-11')).items.map((e) => e.entityId),
    ).toEqual(['8']);
    expect(
      (await list('action=legacy-write&from=2020-03-12&to=2020-03-12')).items.map((e) => e.entityId),
    ).toEqual(['9']);
    expect((await list('action=legacy-write&to=2020-03-09')).total).toBe(0);
    expect(
      (await list(`entity=audit-test-participant&congressId=${demoId}`)).items.map((e) => e.entityId),
    ).toEqual(['7']);
    const facets = (await superAdmin.get('/api/audit/facets')).json();
    expect(facets.entities).toEqual(
      expect.arrayContaining(['audit-test-participant', 'audit-test-rate', 'congress']),
    );
    expect(facets.actions).toContain('legacy-write');
  });

  it('pages newest first and refuses a reversed date range', async () => {
    const first = await list('action=legacy-write&pageSize=1&page=1');
    const second = await list('action=legacy-write&pageSize=1&page=2');
    expect([first.total, first.items[0]?.entityId, second.items[0]?.entityId]).toEqual([2, '9', '8']);
    const reversed = await superAdmin.get('/api/audit?from=2020-03-12&to=2020-03-10');
    expect(reversed.statusCode).toBe(400);
  });
});

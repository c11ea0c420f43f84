import { HOTEL_MESSAGES } from '@congress/domain/contracts/congress';
import { MESSAGES } from '@congress/domain/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createTestContext,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import { auditLog } from '../../db/schema/index.ts';
import { congressIdOf } from '../../../test/fixtures/auth-fixtures.ts';
import { clientAs, insertStaff, insertUsers } from '../../../test/fixtures/booking-fixtures.ts';

describe('Hotels API: GET /api/hotel/:id, POST /api/hotel/create, PUT /api/hotel/update/:id', () => {
  let t: TestContext;
  let congressId: number;
  let admin: TestClient;
  const hotel = (overrides: Record<string, unknown> = {}) => ({
    congressId,
    name: 'Palácio Hotel',
    address: 'Rua do Sol 1, Lisboa',
    website: 'https://palacio.example',
    description: 'By the river',
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestContext();
    congressId = await congressIdOf(t.database.db);
    admin = await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN'));
  });
  afterAll(() => t.close());

  it('creates, reads, lists and updates a hotel, with audit entries', async () => {
    const created = await admin.post('/api/hotel/create', hotel());
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json()).toMatchObject({ ...hotel(), id });
    const read = await createClient(t.app).get(`/api/hotel/${id}`);
    // Staff read where the rooming list goes (decisions 47); the public hotel does not say it.
    const { reservationsEmail, ...published } = created.json();
    expect(reservationsEmail).toBeNull();
    expect(read.json()).toEqual(published);
    const list = (await createClient(t.app).get('/api/hotel/congress/demo')).json() as { id: number }[];
    expect(list.map((h) => h.id)).toContain(id);

    const updated = await admin.put(
      `/api/hotel/update/${id}`,
      hotel({ name: 'Palácio', address: '', website: null }),
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id, name: 'Palácio', address: null, website: null });
    const entries = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'hotel'), eq(auditLog.entityId, String(id))));
    expect(entries.map((e) => e.action).sort()).toEqual(['create', 'update']);
  });

  it('validates the name and the website, and answers 404 for an unknown hotel', async () => {
    const bad = await admin.post('/api/hotel/create', hotel({ name: ' ', website: 'javascript:alert(1)' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ name: MESSAGES.requiredText, website: expect.any(String) });
    const missing = await createClient(t.app).get('/api/hotel/999999');
    expect([missing.statusCode, missing.json().message]).toEqual([404, HOTEL_MESSAGES.hotelNotFound]);
    expect((await admin.put('/api/hotel/update/999999', hotel())).statusCode).toBe(404);
  });

  it('guards: visualisation, participants and admins of other congresses get 403', async () => {
    const { id } = (await admin.post('/api/hotel/create', hotel({ name: 'Guarded' }))).json();
    expect((await createClient(t.app).post('/api/hotel/create', hotel())).statusCode).toBe(401);
    const [participant] = await insertUsers(t.database.db, 1);
    for (const client of [
      await clientAs(t, await insertStaff(t.database.db, 'ROLE_VISUALISATION')),
      await clientAs(t, participant!),
      await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN', false)),
    ]) {
      expect((await client.post('/api/hotel/create', hotel())).statusCode).toBe(403);
      expect((await client.put(`/api/hotel/update/${id}`, hotel())).statusCode).toBe(403);
    }
  });
});

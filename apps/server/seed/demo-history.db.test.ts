import type { TOverview } from '@congress/domain/contracts/overview';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../test/fixtures/auth-fixtures.ts';
import { createClient, createTestContext, type TestClient, type TestContext } from '../test/test-app.ts';

/** The seeded demo shows the organiser overview at work: a history, one transfer overdue, one due this week. */
describe('demo history', () => {
  let t: TestContext;
  let viewer: TestClient;
  beforeAll(async () => {
    t = await createTestContext();
    const account = await createUser(t.database.db, { roles: ['ROLE_VISUALISATION'], grants: ['demo'] });
    viewer = createClient(t.app);
    expect((await signIn(viewer, account, 'user')).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  it('spreads the bookings over three weeks, with Ana Silva overdue and Camille Dubois due this week', async () => {
    const response = await viewer.get('/api/overview/congress/demo');
    expect(response.statusCode, response.body).toBe(200);
    const overview = response.json() as TOverview;
    expect(overview.charts.registrations.length).toBeGreaterThanOrEqual(5);
    expect(overview.charts.registrations.at(-1)?.total).toBe(overview.registrations.active.total);
    expect(overview.charts.money.length).toBeGreaterThanOrEqual(5);
    expect(overview.transfers.overdue).toEqual({ cents: 60_000, participations: 1 });
    expect(overview.transfers['due-week'].participations).toBe(1);

    const desk = await createUser(t.database.db, { roles: ['ROLE_ADMIN'], grants: ['demo'] });
    const admin = createClient(t.app);
    expect((await signIn(admin, desk, 'user')).statusCode).toBe(200);
    const overdue = await admin.get('/api/payments-desk/congress/demo/transfers?overdue=true');
    expect(overdue.statusCode, overdue.body).toBe(200);
    const items = (overdue.json() as { items: { participant: { lastName: string } }[] }).items;
    expect(items.map((item) => item.participant.lastName)).toEqual(['Silva']);
  });
});

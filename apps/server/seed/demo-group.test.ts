import type { TGroup, TGroupList } from '@congress/domain/contracts/groups';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestContext, type TestContext } from '../test/test-app.ts';
import { DEMO_GROUP_NAMED, DEMO_GROUP_PAYER, DEMO_GROUP_RATE } from './demo-group.ts';

/** The demo's group booking (decisions 49), read as its payer reads it after signing in. */
describe('demo seed: a group booking', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('group@demo.test pays for three places on the partners’ rate, one named, the transfer awaited', async () => {
    const client = createClient(t.app);
    const signedIn = await client.post('/api/login_check', {
      username: DEMO_GROUP_PAYER,
      password: 'Demo!2345',
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const list = (await client.get('/api/groups?congressSlug=demo')).json() as TGroupList;
    expect(list.items).toHaveLength(1);
    const group = (await client.get(`/api/group/${list.items[0]?.id}`)).json() as TGroup;
    expect(group.rate.label).toBe(DEMO_GROUP_RATE);
    expect(group.places.map((p) => [p.person?.email ?? null, p.paymentState])).toEqual([
      [DEMO_GROUP_NAMED.email, 'awaiting_transfer'],
      [null, 'awaiting_transfer'],
      [null, 'awaiting_transfer'],
    ]);
    expect(group.transfer).toMatchObject({ reference: group.reference, amountCents: 3 * 65_000 });
    expect(group.totals).toMatchObject({ dueCents: 0, awaitingTransferCents: 195_000, paidCents: 0 });
    expect(group.canName).toBe(true);
  });
});

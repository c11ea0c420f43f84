import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../../test/fixtures/auth-fixtures.ts';
import { createClient, createTestContext, type TestContext } from '../../../../test/test-app.ts';

/**
 * Decisions 46: the participant's dashboard says whether the room-mate named has booked naming them
 * back (the demo's member3 and member4 name each other; member5 names M-1099, who never books).
 */
describe("the participant's room-mate", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  const mine = async (email: string) => {
    const client = createClient(t.app);
    expect((await signIn(client, { email, password: 'Demo!2345' }, 'member')).statusCode).toBe(200);
    const response = await client.get('/api/participation/mine/congress/demo');
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('is confirmed when the member named booked naming them back', async () => {
    expect((await mine('member3@demo.test')).roomMate).toEqual({
      name: 'Camille Dubois',
      memberNumber: 'M-1004',
      isConfirmed: true,
      isRegistered: true,
    });
    expect((await mine('member4@demo.test')).roomMate).toMatchObject({
      memberNumber: 'M-1003',
      isConfirmed: true,
    });
  });

  it('is awaited while the member named has not booked, and absent without a room-mate', async () => {
    expect((await mine('member5@demo.test')).roomMate).toMatchObject({
      memberNumber: 'M-1099',
      isConfirmed: false,
      isRegistered: false,
    });
    expect((await mine('member7@demo.test')).roomMate).toBeNull();
  });
});

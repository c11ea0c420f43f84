import { MESSAGES } from '@congress/domain/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestContext, type TestContext } from '../../../../test/test-app.ts';
import { sections } from '../../../db/schema/index.ts';
import {
  bookingBody,
  clientAs,
  demoIds,
  insertMember,
  insertRate,
  insertUsers,
} from '../../../../test/fixtures/booking-fixtures.ts';

describe('GET /api/rate/:id/availability', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  const userClient = async () => clientAs(t, (await insertUsers(t.database.db, 1))[0]!);

  it('needs a signed-in participant, and a rate that exists', async () => {
    const rateId = await insertRate(t.database.db);
    expect((await createClient(t.app).get(`/api/rate/${rateId}/availability`)).statusCode).toBe(401);
    const viewer = await clientAs(t, (await insertUsers(t.database.db, 1, ['ROLE_VISUALISATION']))[0]!);
    expect((await viewer.get(`/api/rate/${rateId}/availability`)).statusCode).toBe(403);
    expect((await (await userClient()).get('/api/rate/999999/availability')).statusCode).toBe(404);
  });

  it('says why a rate is not available, with the dialog text of spec 5', async () => {
    const now = t.clock.now.getTime();
    const day = 86_400_000;
    const cases = [
      [await insertRate(t.database.db), 'ok', null],
      [await insertRate(t.database.db, { isOpened: false }), 'not_opened', MESSAGES.rateUnavailable],
      [await insertRate(t.database.db, { quota: 0 }), 'full', MESSAGES.rateUnavailable],
      [
        await insertRate(t.database.db, { closeDate: new Date(now - day) }),
        'closed',
        MESSAGES.rateUnavailable,
      ],
    ] as const;
    const client = await userClient();
    for (const [rateId, reason, message] of cases) {
      const body = (await client.get(`/api/rate/${rateId}/availability`)).json();
      expect(body).toMatchObject({ rateId, reason, message, available: reason === 'ok' });
    }
  });

  it('checks the section of the member (a plain user has none)', async () => {
    const [france] = await t.database.db.select().from(sections).where(eq(sections.name, 'France'));
    const ids = await demoIds(t.database.db);
    const rateId = await insertRate(t.database.db, {
      sectionId: france!.id,
      firstParticipantTypeId: await ids.typeId('member'),
    });
    const expected = { reason: 'section', available: false, sectionName: 'France' };
    const client = await userClient();
    const user = (await client.get(`/api/rate/${rateId}/availability`)).json();
    expect(user).toMatchObject({ ...expected, message: `${MESSAGES.rateSectionOnly} France` });
    // Said in the reader's language.
    const url = `/api/rate/${rateId}/availability`;
    const inPortuguese = await client.request({
      method: 'GET',
      url,
      headers: { 'accept-language': 'pt-PT' },
    });
    expect(inPortuguese.json()).toMatchObject({
      ...expected,
      message: 'A tarifa escolhida está disponível apenas para membros da secção France',
    });
    const portuguese = await clientAs(t, await insertMember(t.database.db, 'Portugal'));
    expect((await portuguese.get(`/api/rate/${rateId}/availability`)).json()).toMatchObject(expected);
    const french = await clientAs(t, await insertMember(t.database.db, 'France'));
    expect((await french.get(`/api/rate/${rateId}/availability`)).json()).toMatchObject({ reason: 'ok' });
  });

  it('keeps a full rate available to the participant who holds its last place', async () => {
    const rateId = await insertRate(t.database.db, { quota: 1 });
    const [holder, other] = [await userClient(), await userClient()];
    await holder.post('/api/registration/submit', bookingBody(rateId));
    expect((await holder.get(`/api/rate/${rateId}/availability`)).json()).toMatchObject({ available: true });
    expect((await other.get(`/api/rate/${rateId}/availability`)).json()).toMatchObject({
      available: false,
      reason: 'full',
      places: 1,
      quota: 1,
    });
  });
});

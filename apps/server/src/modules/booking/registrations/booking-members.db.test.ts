import { MESSAGES } from '@congress/domain/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/test-app.ts';
import { sections } from '../../../db/schema/index.ts';
import {
  bookingBody,
  clientAs,
  demoIds,
  insertMember,
  insertRate,
  insertUsers,
} from '../../../../test/fixtures/booking-fixtures.ts';

const FRANCE_ONLY = `${MESSAGES.rateSectionOnly} France`;

describe('POST /api/registration/submit: members and the section restriction', () => {
  let t: TestContext;
  let franceRate: number;
  let memberRate: number;
  let partnerRate: number;
  beforeAll(async () => {
    t = await createTestContext();
    const ids = await demoIds(t.database.db);
    const [france] = await t.database.db.select().from(sections).where(eq(sections.name, 'France'));
    const firstParticipantTypeId = await ids.typeId('member');
    franceRate = await insertRate(t.database.db, { firstParticipantTypeId, sectionId: france!.id });
    memberRate = await insertRate(t.database.db, { firstParticipantTypeId });
    partnerRate = await insertRate(t.database.db);
  });
  afterAll(() => t.close());

  it('takes the member number and section from the member book', async () => {
    const member = await insertMember(t.database.db, 'Portugal');
    const client = await clientAs(t, member);
    const main = { ...bookingBody(memberRate).main, memberNumber: 'typed-by-hand', workingHotel: '' };
    const response = await client.post('/api/registration/submit', { ...bookingBody(memberRate), main });
    expect(response.statusCode).toBe(201);
    expect(response.json().registrations[0].participant).toMatchObject({
      memberNumber: member.numMember,
      section: 'Portugal',
      workingHotel: 'Tivoli Lisboa',
      memberUserId: member.id,
      users: null,
      participantType: { slug: 'member', isMember: true },
    });
  });

  it('refuses a member a rate of a participant type that is not a member type', async () => {
    const client = await clientAs(t, await insertMember(t.database.db, 'France'));
    const response = await client.post('/api/registration/submit', bookingBody(partnerRate));
    expect([response.statusCode, response.json().message]).toEqual([
      403,
      'Members register with a member rate.',
    ]);
  });

  it('keeps a section rate for the members of that section (spec 5)', async () => {
    const outsiders = [
      await clientAs(t, await insertMember(t.database.db, 'Portugal')),
      await clientAs(t, await insertMember(t.database.db, null)),
    ];
    for (const client of outsiders) {
      const body = bookingBody(franceRate, {
        main: { ...bookingBody(franceRate).main, memberNumber: 'X-9', workingHotel: 'Ritz' },
      });
      const refused = await client.post('/api/registration/submit', body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'RATE_SECTION_ONLY', message: FRANCE_ONLY });
    }
    const insider = await clientAs(t, await insertMember(t.database.db, 'France'));
    expect((await insider.post('/api/registration/submit', bookingBody(franceRate))).statusCode).toBe(201);
  });

  it('refuses a member rate to a user account: the member number must come from the book', async () => {
    const user = await clientAs(t, (await insertUsers(t.database.db, 1))[0]!);
    const typed = { ...bookingBody(memberRate).main, memberNumber: 'M-1001', workingHotel: 'Ritz' };
    for (const rateId of [memberRate, franceRate]) {
      const refused = await user.post('/api/registration/submit', { ...bookingBody(rateId), main: typed });
      expect([refused.statusCode, refused.json().message]).toEqual([403, MESSAGES.memberSignInRequired]);
    }
    // The spec's separate create calls hold the same rule.
    const participant = await user.post('/api/participant/create', [
      { ...typed, congressSlug: 'demo', participantType: 'member' },
    ]);
    expect([participant.statusCode, participant.json().message]).toEqual([
      403,
      MESSAGES.memberSignInRequired,
    ]);
    const [own] = (
      await user.post('/api/participant/create', [
        { ...typed, congressSlug: 'demo', participantType: 'affiliate-partners' },
      ])
    ).json();
    const participation = await user.post('/api/participation/create', {
      participant_id: own.id,
      rateId: memberRate,
      consent: true,
    });
    expect([participation.statusCode, participation.json().message]).toEqual([
      403,
      MESSAGES.memberSignInRequired,
    ]);
  });
});

import { MESSAGES } from '@congress/domain/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestContext, type TestContext } from '../../../test/test-app.ts';
import { memberUsers, users } from '../../db/schema/index.ts';
import {
  congressIdOf,
  createMember,
  createParticipant,
  createUser,
  signIn,
} from '../../../test/fixtures/auth-fixtures.ts';

describe('GET /api/user/ and GET /api/memberUser', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('answers 200 with no user to a visitor, so a signed-out page load logs no error', async () => {
    const response = await createClient(t.app).get('/api/user/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null, accessExpiresAt: null });
    expect((await createClient(t.app).get('/api/memberUser')).statusCode).toBe(401);
  });

  it('answers 401 to an access cookie that holds no session, so the client refreshes', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/',
      cookies: { access_token: 'expired-or-revoked' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: MESSAGES.sessionExpired });
  });

  it('answers 401 for a forged access token', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/',
      cookies: { access_token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.forged' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('answers the signed-in user, with the access expiry of the login', async () => {
    const user = await createUser(t.database.db, { congressSlug: 'demo' });
    const client = createClient(t.app);
    const login = await signIn(client, user, 'user');
    const response = await client.get('/api/user/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: {
        id: user.id,
        kind: 'user',
        email: user.email,
        roles: ['ROLE_USER'],
        is_activated: true,
        congressId: await congressIdOf(t.database.db),
        congressIds: [],
        firstName: null,
        participants: [],
        language: null,
        // An account made by staff or a seed is vouched for (decisions 50).
        emailVerified: true,
      },
      accessExpiresAt: login.json().accessExpiresAt,
    });
  });

  it('takes the first name of the latest own participant and lists the non-accompanying ones', async () => {
    const user = await createUser(t.database.db);
    const first = await createParticipant(t.database.db, { userId: user.id }, 'Ines');
    const second = await createParticipant(t.database.db, { userId: user.id }, 'Joana');
    await createParticipant(t.database.db, { userId: user.id }, 'Companion', true);
    const client = createClient(t.app);
    await signIn(client, user, 'user');
    const body = (await client.get('/api/user/')).json();
    expect(body.user.firstName).toBe('Joana');
    expect(body.user.participants).toEqual([{ id: first }, { id: second }]);
  });

  it('lists the congresses a staff user is granted', async () => {
    const admin = await createUser(t.database.db, { roles: ['ROLE_ADMIN'], grants: ['demo', 'closed-demo'] });
    const client = createClient(t.app);
    await signIn(client, admin, 'user');
    const body = (await client.get('/api/user/')).json();
    expect(body.user.roles).toEqual(['ROLE_ADMIN']);
    expect([...body.user.congressIds].sort()).toEqual(
      [await congressIdOf(t.database.db, 'demo'), await congressIdOf(t.database.db, 'closed-demo')].sort(),
    );
  });

  it('answers a member with its book first name until it has a participant', async () => {
    const member = await createMember(t.database.db);
    const client = createClient(t.app);
    await signIn(client, member, 'member');
    const before = (await client.get('/api/user/')).json();
    expect(before.user).toMatchObject({
      kind: 'member',
      firstName: 'Marta',
      congressId: null,
      congressIds: [],
    });
    const id = await createParticipant(t.database.db, { memberUserId: member.id }, 'Martinha');
    const after = (await client.get('/api/user/')).json();
    expect(after.user).toMatchObject({ firstName: 'Martinha', participants: [{ id }] });
  });

  it('ends the session of a user as soon as it is disabled', async () => {
    const user = await createUser(t.database.db);
    const client = createClient(t.app);
    await signIn(client, user, 'user');
    expect((await client.get('/api/user/')).statusCode).toBe(200);
    await t.database.db.update(users).set({ isActivated: false }).where(eq(users.id, user.id));
    expect((await client.get('/api/user/')).statusCode).toBe(401);
    expect((await client.post('/api/token/refresh')).statusCode).toBe(401);
  });

  it('ends the session of a member as soon as it is disabled', async () => {
    const member = await createMember(t.database.db);
    const client = createClient(t.app);
    await signIn(client, member, 'member');
    await t.database.db.update(memberUsers).set({ isActivated: false }).where(eq(memberUsers.id, member.id));
    expect((await client.get('/api/user/')).statusCode).toBe(401);
  });

  it('answers the signed-in member with its section and working hotel', async () => {
    const section = `Section ${sectionSuffix()}`;
    const member = await createMember(t.database.db, { section, workingHotel: 'Hotel Avenida' });
    const client = createClient(t.app);
    await signIn(client, member, 'member');
    const response = await client.get('/api/memberUser');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: member.id,
      firstname: 'Marta',
      name: 'Sousa',
      email: member.email,
      numMember: member.numMember,
      section: { id: expect.any(Number), name: section, addressCountry: 'Portugal', numero: '7' },
      hotel: { name: 'Hotel Avenida' },
    });
  });

  it('answers a member without section or hotel with nulls', async () => {
    const member = await createMember(t.database.db);
    const client = createClient(t.app);
    await signIn(client, member, 'member');
    expect((await client.get('/api/memberUser')).json()).toMatchObject({ section: null, hotel: null });
  });

  it('answers 404 to a plain user asking for its member entry', async () => {
    const user = await createUser(t.database.db);
    const client = createClient(t.app);
    await signIn(client, user, 'user');
    const response = await client.get('/api/memberUser');
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it('refuses staff without a participant role on the participant route with 403', async () => {
    const admin = await createUser(t.database.db, { roles: ['ROLE_ADMIN'] });
    const client = createClient(t.app);
    await signIn(client, admin, 'user');
    const response = await client.get('/api/memberUser');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: MESSAGES.accessDenied });
  });
});

let suffix = 0;
const sectionSuffix = () => `${Date.now()}-${++suffix}`;

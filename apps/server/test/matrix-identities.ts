import { and, eq } from 'drizzle-orm';
import * as s from '../src/db/schema/index.ts';
import type { MatrixIds, Role } from './authorisation-matrix.ts';
import { congressIdOf, createMember, createUser, signIn } from './fixtures/auth-fixtures.ts';
import { createClient, type TestClient, type TestContext } from './test-app.ts';

const DEMO_PASSWORD = 'Demo!2345';

/** The ids the security tables use: the demo congress and Claire Martin's paid participation. */
export async function matrixIds(t: TestContext): Promise<MatrixIds> {
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
    .where(and(eq(s.registrations.participationId, claire.participationId), eq(s.registrations.position, 1)));
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

/**
 * One signed-in client per identity of the authorisation matrix: anonymous, another participant, a
 * member, the owner (Claire Martin), visualisation, admin and super admin of the demo congress, and
 * an admin of another congress (the closed demo congress), and door staff (check-in) of the demo congress.
 */
export async function matrixClients(t: TestContext): Promise<Map<Role, TestClient>> {
  const db = t.database.db;
  const clients = new Map<Role, TestClient>();
  const signedIn = async (account: { email: string; password: string }, kind: 'user' | 'member') => {
    const client = createClient(t.app);
    const response = await signIn(client, account, kind);
    if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
    return client;
  };
  clients.set('anonymous', createClient(t.app));
  clients.set('user', await signedIn(await createUser(db, { congressSlug: 'demo' }), 'user'));
  clients.set('member', await signedIn(await createMember(db), 'member'));
  clients.set('owner', await signedIn({ email: 'registered@demo.test', password: DEMO_PASSWORD }, 'user'));
  for (const [role, roles, grant] of [
    ['viewer', ['ROLE_VISUALISATION'], 'demo'],
    ['admin', ['ROLE_ADMIN'], 'demo'],
    ['adminElsewhere', ['ROLE_ADMIN'], 'closed-demo'],
    ['superAdmin', ['ROLE_SUPER_ADMIN'], 'demo'],
    ['checkIn', ['ROLE_CHECKIN'], 'demo'],
  ] as const) {
    const account = await createUser(db, { roles: [...roles], grants: [grant] });
    clients.set(role, await signedIn(account, 'user'));
  }
  return clients;
}

import { randomBytes } from 'node:crypto';
import type { TBookingRequestInput } from '@congress/domain/contracts/booking';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  hotels,
  memberUsers,
  participantTypes,
  rates,
  sections,
  userCongresses,
  users,
} from '../../db/schema/index.ts';
import { createAccessTokenSigner, randomToken } from '../../lib/tokens.ts';
import { createClient, type TestContext } from '../../../test/test-app.ts';
import { ACCESS_COOKIE } from '../../plugins/auth.ts';
import { congressIdOf } from '../auth/test-fixtures.ts';
import { loadOrCreateSecret } from '../auth/session.repository.ts';

/** Test helpers of the booking modules: rates, accounts and signed-in clients made directly. */

export type Subject = { kind: 'user' | 'member'; id: number };

/** A client signed in as the subject, with the app's own signer (no argon2 per account). */
export async function clientAs(t: TestContext, subject: Subject) {
  const secret = await loadOrCreateSecret(t.database.db, 'jwt_signing_key', () => randomToken(48));
  const { token } = await createAccessTokenSigner(secret).sign({
    sub: String(subject.id),
    kind: subject.kind,
    sv: 1,
  });
  const client = createClient(t.app);
  client.jar.set(ACCESS_COOKIE, token);
  return client;
}

export async function insertUsers(db: Database, count: number, roles = ['ROLE_USER']): Promise<Subject[]> {
  const tag = randomBytes(4).toString('hex');
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        email: `rush-${tag}-${i}@booking.test`,
        passwordHash: 'x',
        roles,
      })),
    )
    .returning({ id: users.id });
  return rows.map((row) => ({ kind: 'user' as const, id: row.id }));
}

/** A staff user granted the demo congress (or none). */
export async function insertStaff(db: Database, role: string, granted = true): Promise<Subject> {
  const [staff] = await insertUsers(db, 1, [role]);
  if (granted)
    await db.insert(userCongresses).values({ userId: staff!.id, congressId: await congressIdOf(db, 'demo') });
  return staff!;
}

/** A member of the member book in a demo section (France, Portugal, Japan), or in none. */
export async function insertMember(
  db: Database,
  sectionName: string | null,
): Promise<Subject & { numMember: string }> {
  const [section] = sectionName
    ? await db.select({ id: sections.id }).from(sections).where(eq(sections.name, sectionName))
    : [];
  const tag = randomBytes(4).toString('hex');
  const numMember = `T-${tag}`;
  const [row] = await db
    .insert(memberUsers)
    .values({
      firstname: 'Marta',
      name: 'Sousa',
      email: `member-${tag}@booking.test`,
      numMember,
      sectionId: section?.id ?? null,
      workingHotel: 'Tivoli Lisboa',
      passwordHash: 'x',
    })
    .returning({ id: memberUsers.id });
  if (!row) throw new Error('member not stored');
  return { kind: 'member', id: row.id, numMember };
}

export async function demoIds(db: Database) {
  const congressId = await congressIdOf(db, 'demo');
  const typeId = async (slug: string) => {
    const [row] = await db
      .select({ id: participantTypes.id })
      .from(participantTypes)
      .where(and(eq(participantTypes.congressId, congressId), eq(participantTypes.slug, slug)));
    if (!row) throw new Error(`type ${slug} is not seeded`);
    return row.id;
  };
  const [hotel] = await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.congressId, congressId));
  if (!hotel) throw new Error('no demo hotel');
  return { congressId, hotelId: hotel.id, typeId };
}

export async function demoRateId(db: Database, label: string): Promise<number> {
  const [row] = await db.select({ id: rates.id }).from(rates).where(eq(rates.label, label));
  if (!row) throw new Error(`rate ${label} is not seeded`);
  return row.id;
}

/** A rate of the demo congress for the partner type (not a member type), open by default. */
export async function insertRate(
  db: Database,
  overrides: Partial<typeof rates.$inferInsert> = {},
): Promise<number> {
  const ids = await demoIds(db);
  const [row] = await db
    .insert(rates)
    .values({
      congressId: ids.congressId,
      hotelId: ids.hotelId,
      label: `Test rate ${randomBytes(3).toString('hex')}`,
      quota: 10,
      roomOption: 'single',
      isOpened: true,
      firstParticipantTypeId: await ids.typeId('affiliate-partners'),
      firstParticipantPrice: '650.00',
      ...overrides,
    })
    .returning({ id: rates.id });
  if (!row) throw new Error('rate not stored');
  return row.id;
}

export const person = (firstName = 'Claire', overrides: Record<string, unknown> = {}) => ({
  title: 'Ms',
  firstName,
  lastName: 'Martin',
  email: `${firstName.toLowerCase()}@booking.test`,
  phone: '+351 900 000 000',
  country: 'Portugal',
  billingInformation: 'Rua Augusta 1, Lisboa',
  goodies: ['M'],
  passportNumber: 'P1234567',
  passportCreationDate: '2020-01-15',
  passportExpirationDate: '2030-01-14',
  passportIssuancePlace: 'Lisboa',
  nationality: 'Portuguese',
  arrivalDate: '2027-06-09',
  arrivalTime: '14:30',
  arrivalOrigin: 'Paris',
  ...overrides,
});

export const bookingBody = (
  rateId: number,
  overrides: Partial<TBookingRequestInput> = {},
): TBookingRequestInput => ({
  congressSlug: 'demo',
  rateId,
  consent: true,
  main: person() as TBookingRequestInput['main'],
  ...overrides,
});

import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { TestClient } from '../../../test/test-app.ts';
import type { Database } from '../../db/database.ts';
import {
  congresses,
  emailOutbox,
  hotels,
  participants,
  participantTypes,
  participations,
  payments,
  rates,
  registrations,
  storedFiles,
  userCongresses,
  users,
} from '../../db/schema/index.ts';
import { ACCESS_COOKIE } from '../../plugins/auth.ts';
import { createAccessTokenSigner } from '../../lib/tokens.ts';

/** Payment tests build their own congress, so they depend neither on the demo seed nor on the booking. */
export const TEST_JWT_SECRET = 'payments-test-signing-secret-0123456789abcdef';
const signer = createAccessTokenSigner(TEST_JWT_SECRET);
const asset = (name: string) => readFileSync(new URL(`../../db/seed/assets/${name}`, import.meta.url));

async function storeImage(db: Database, name: string): Promise<string> {
  const data = asset(name);
  const [row] = await db
    .insert(storedFiles)
    .values({ name, contentType: 'image/png', size: data.length, data })
    .returning({ id: storedFiles.id });
  if (!row) throw new Error('file not stored');
  return row.id;
}

export type CongressFixture = { id: number; slug: string; typeId: number; hotelId: number };

export async function createCongress(
  db: Database,
  options: { stripePublicKey?: string; cardRefundsNeedApproval?: boolean; holdMinutes?: number } = {},
): Promise<CongressFixture> {
  const slug = `pay-${randomBytes(4).toString('hex')}`;
  const [congress] = await db
    .insert(congresses)
    .values({
      slug,
      label: 'Payments Congress 2027',
      isOpen: true,
      informationEmail: 'info@payments.test',
      addressCity: 'Lisbon',
      description: 'The congress of the payment tests',
      logoFileId: await storeImage(db, 'logo.png'),
      ribFileId: await storeImage(db, 'rib.png'),
      stripePublicKey: options.stripePublicKey ?? null,
      currency: 'EUR',
      holdMinutes: options.holdMinutes ?? 30,
      timeZone: 'Europe/Lisbon',
      vatRate: '23.00',
      cardRefundsNeedApproval: options.cardRefundsNeedApproval ?? true,
      issuerName: 'Demo Association of Hotel Concierges',
      issuerAddress: 'Rua Augusta 100, 1100-053 Lisboa, Portugal',
      issuerVatNumber: 'PT509999990',
    })
    .returning({ id: congresses.id });
  if (!congress) throw new Error('congress not created');
  const [type] = await db
    .insert(participantTypes)
    .values({ congressId: congress.id, slug: 'member', label: 'member', isMember: true })
    .returning({ id: participantTypes.id });
  const [hotel] = await db
    .insert(hotels)
    .values({ congressId: congress.id, name: 'Grand Hotel' })
    .returning({ id: hotels.id });
  if (!type || !hotel) throw new Error('congress parts not created');
  return { id: congress.id, slug, typeId: type.id, hotelId: hotel.id };
}

export async function createRate(
  db: Database,
  congress: CongressFixture,
  options: { label?: string; price?: string; quota?: number; secondPrice?: string } = {},
): Promise<number> {
  const [rate] = await db
    .insert(rates)
    .values({
      congressId: congress.id,
      hotelId: congress.hotelId,
      label: options.label ?? 'Single - Grand Hotel',
      quota: options.quota ?? 100,
      roomOption: options.secondPrice ? 'twin/double' : 'single',
      isOpened: true,
      firstParticipantTypeId: congress.typeId,
      secondParticipantType: options.secondPrice ? 'accompany' : null,
      firstParticipantPrice: options.price ?? '800.00',
      secondParticipantPrice: options.secondPrice ?? null,
    })
    .returning({ id: rates.id });
  if (!rate) throw new Error('rate not created');
  return rate.id;
}

export async function createUser(db: Database, roles: string[] = ['ROLE_USER'], grantCongressId?: number) {
  const email = `pay-${randomBytes(5).toString('hex')}@payments.test`;
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: 'not-used', roles })
    .returning({ id: users.id });
  if (!user) throw new Error('user not created');
  if (grantCongressId)
    await db.insert(userCongresses).values({ userId: user.id, congressId: grantCongressId });
  return { id: user.id, email };
}

/** Signs the client in as a user with the app's own signer (the test app runs with TEST_JWT_SECRET). */
export async function signInAs(client: TestClient, userId: number) {
  const { token } = await signer.sign({ sub: String(userId), kind: 'user', sv: 1 });
  client.jar.set(ACCESS_COOKIE, token);
}

export type ParticipationFixture = { id: number; userId: number; mainParticipantId: number };

export async function createParticipation(
  db: Database,
  congress: CongressFixture,
  rateId: number,
  options: { userId?: number; holdUntil?: Date | null; companion?: boolean; firstName?: string } = {},
): Promise<ParticipationFixture> {
  const userId = options.userId ?? (await createUser(db)).id;
  const person = (firstName: string, isAccompanying: boolean) => ({
    congressId: congress.id,
    userId: isAccompanying ? null : userId,
    participantTypeId: isAccompanying ? null : congress.typeId,
    isAccompanying,
    firstName,
    lastName: isAccompanying ? 'Martin' : 'Martin',
    email: isAccompanying ? null : `claire-${userId}@payments.test`,
    country: 'France',
    billingInformation: '12 rue de la Paix, 75002 Paris',
  });
  const [main] = await db
    .insert(participants)
    .values(person(options.firstName ?? 'Claire', false))
    .returning({ id: participants.id });
  if (!main) throw new Error('participant not created');
  const [participation] = await db
    .insert(participations)
    .values({
      congressId: congress.id,
      rateId,
      mainParticipantId: main.id,
      holdExpiresAt: options.holdUntil === undefined ? new Date(Date.now() + 30 * 60_000) : options.holdUntil,
    })
    .returning({ id: participations.id });
  if (!participation) throw new Error('participation not created');
  const registration = (participantId: number, position: number) => ({
    congressId: congress.id,
    participationId: participation.id,
    participantId,
    hotelId: congress.hotelId,
    position,
    roomOption: options.companion ? ('double' as const) : ('single' as const),
  });
  await db.insert(registrations).values(registration(main.id, 1));
  if (options.companion) {
    const [companion] = await db
      .insert(participants)
      .values(person('Louis', true))
      .returning({ id: participants.id });
    if (companion) await db.insert(registrations).values(registration(companion.id, 2));
  }
  return { id: participation.id, userId, mainParticipantId: main.id };
}

export const paymentsOf = (db: Database, participationId: number) =>
  db.select().from(payments).where(eq(payments.participationId, participationId)).orderBy(payments.id);

export const registrationsOf = (db: Database, participationId: number) =>
  db
    .select()
    .from(registrations)
    .where(eq(registrations.participationId, participationId))
    .orderBy(registrations.position);

export const outboxOf = (db: Database, congressId: number) =>
  db.select().from(emailOutbox).where(eq(emailOutbox.congressId, congressId)).orderBy(emailOutbox.id);

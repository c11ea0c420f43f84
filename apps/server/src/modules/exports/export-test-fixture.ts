import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  createClient,
  createTestContext,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import type { Database } from '../../db/database.ts';
import {
  hotels,
  invoices,
  participants,
  participations,
  payments,
  rates,
  registrations,
} from '../../db/schema/index.ts';
import {
  type CongressFixture,
  createCongress,
  createParticipation,
  createRate,
  createUser,
  signInAs,
  TEST_JWT_SECRET,
} from '../payments/test-fixtures.ts';

export const HOSTILE_NAME = '=HYPERLINK("x")';

export async function readBook(data: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  return book;
}

/** Rows after the header, each as an array of cell texts (1-based columns dropped). */
export function rowsOf(sheet: ExcelJS.Worksheet) {
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values = row.values as unknown[];
    rows.push(Object.fromEntries(header.map((name, index) => [name, values[index + 1]])));
  });
  return { header, rows };
}

async function addPayment(
  db: Database,
  participationId: number,
  values: Partial<typeof payments.$inferInsert> = {},
) {
  const [row] = await db
    .insert(payments)
    .values({
      participationId,
      kind: 'charge',
      method: 'card',
      status: 'confirmed',
      amountCents: 80000,
      currency: 'EUR',
      ...values,
    })
    .returning();
  if (!row) throw new Error('payment not created');
  return row;
}

export type ExportFixture = {
  t: TestContext;
  congress: CongressFixture;
  admin: TestClient;
  secondHotelId: number;
  /** hostile, couple, cancelled, sharer participations; paidPayment. */
  ids: Record<string, number>;
  exportOf: (client: TestClient, type: string, body?: object) => ReturnType<TestClient['post']>;
};

/**
 * One congress with two hotels and four participations covering every export column: a formula-looking
 * name with passport and medical data, a couple with travel dates and a card payment with an invoice, a
 * cancelled one, a room sharer with a room-mate; a pending transfer, a Denied attempt and a refund.
 */
export async function setUpExportCongress(): Promise<ExportFixture> {
  const ids: Record<string, number> = {};
  const t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
  const db = t.database.db;
  const congress = await createCongress(db);
  const single = await createRate(db, congress, { label: 'Single - Grand Hotel', price: '500.00' });
  const double = await createRate(db, congress, {
    label: 'Double with companion',
    price: '800.00',
    secondPrice: '200.00',
  });
  const [harbour] = await db
    .insert(hotels)
    .values({ congressId: congress.id, name: 'Harbour Inn' })
    .returning({ id: hotels.id });
  const secondHotelId = harbour?.id ?? 0;
  const [harbourRate] = await db
    .insert(rates)
    .values({
      congressId: congress.id,
      hotelId: secondHotelId,
      label: 'Twin sharing - Harbour Inn',
      quota: 10,
      roomOption: 'twin/double',
      isOpened: true,
      firstParticipantTypeId: congress.typeId,
      secondParticipantType: 'member',
      firstParticipantPrice: '300.00',
      secondParticipantPrice: '300.00',
    })
    .returning({ id: rates.id });

  const hostile = await createParticipation(db, congress, single, { firstName: HOSTILE_NAME });
  ids.hostile = hostile.id;
  await db
    .update(participants)
    .set({
      passportNumber: 'PASSPORT-SECRET-77',
      medicalInformation: 'MEDICAL-SECRET-88',
      phone: '+351 912 345 678',
    })
    .where(eq(participants.id, hostile.mainParticipantId));
  const couple = await createParticipation(db, congress, double, { companion: true, firstName: 'Anna' });
  ids.couple = couple.id;
  await db
    .update(registrations)
    .set({ arrivalDate: '2027-05-10', arrivalTime: '14:30:00', departureDate: '2027-05-13' })
    .where(eq(registrations.participationId, couple.id));
  const cancelled = await createParticipation(db, congress, single, { firstName: 'Zoe' });
  ids.cancelled = cancelled.id;
  await db
    .update(registrations)
    .set({ statusRegistration: 'cancelled' })
    .where(eq(registrations.participationId, cancelled.id));
  const sharer = await createParticipation(db, congress, harbourRate?.id ?? 0, { firstName: 'Marc' });
  ids.sharer = sharer.id;
  await db
    .update(participations)
    .set({ accompanyingMemberNumber: 'M-0042' })
    .where(eq(participations.id, sharer.id));
  await db
    .update(registrations)
    .set({ hotelId: secondHotelId, roomOption: 'twin' })
    .where(eq(registrations.participationId, sharer.id));
  const [mate] = await db
    .insert(participants)
    .values({
      congressId: congress.id,
      isAccompanying: true,
      firstName: 'Pedro',
      lastName: 'Room-mate',
      memberNumber: 'M-0042',
    })
    .returning({ id: participants.id });
  await db.insert(registrations).values({
    congressId: congress.id,
    participationId: sharer.id,
    participantId: mate?.id ?? 0,
    hotelId: secondHotelId,
    position: 2,
    roomOption: 'twin',
  });

  // Payments: the couple paid by card (with an invoice), the hostile one by a pending transfer,
  // and a Denied attempt; the refund is negative in the accounting file.
  const paid = await addPayment(db, couple.id, {
    amountCents: 100000,
    providerIntentId: 'pi_test_123',
    date: new Date('2027-01-15T10:00:00Z'),
  });
  ids.paidPayment = paid.id;
  await db.insert(invoices).values({
    congressId: congress.id,
    participationId: couple.id,
    paymentId: paid.id,
    kind: 'invoice',
    number: 7,
    content: {},
  });
  await addPayment(db, hostile.id, {
    method: 'bank_transfer',
    status: 'pending',
    amountCents: 50000,
    reference: `REF-${hostile.id}`,
  });
  await addPayment(db, couple.id, { status: 'denied', amountCents: 100000 });
  await addPayment(db, couple.id, { kind: 'refund', amountCents: 20000, status: 'confirmed' });

  const user = await createUser(db, ['ROLE_ADMIN'], congress.id);
  const admin = createClient(t.app);
  await signInAs(admin, user.id);
  const exportOf = (client: TestClient, type: string, body: object = {}) =>
    client.post(`/api/export/${type}`, { congressId: congress.id, ...body });
  return { t, congress, admin, secondHotelId, ids, exportOf };
}

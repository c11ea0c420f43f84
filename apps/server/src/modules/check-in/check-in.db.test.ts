import { CHECK_IN_MESSAGES, type TCheckInResult } from '@congress/domain/contracts/check-in';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { clientAs, insertStaff, type Subject } from '../../../test/fixtures/booking-fixtures.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import {
  createCongress,
  createParticipation,
  createRate,
  outboxOf,
} from '../../../test/fixtures/payment-fixtures.ts';
import { createTestContext, type TestClient, type TestContext } from '../../../test/test-app.ts';

/** The door: tickets, the door's lookup and search, one check-in per person, its audit entry. */
describe('check-in', () => {
  let t: TestContext;
  let owner: TestClient;
  let door: TestClient;
  let doorStaff: Subject;
  let admin: TestClient;
  let claire: { participationId: number; registrationId: number };

  beforeAll(async () => {
    t = await createTestContext();
    const db = t.database.db;
    const [row] = await db
      .select({
        participationId: s.registrations.participationId,
        registrationId: s.registrations.id,
        userId: s.users.id,
      })
      .from(s.registrations)
      .innerJoin(s.participants, eq(s.participants.id, s.registrations.participantId))
      .innerJoin(s.users, eq(s.users.id, s.participants.userId))
      .where(and(eq(s.users.email, 'registered@demo.test'), eq(s.registrations.position, 1)));
    if (!row) throw new Error('Claire Martin is not seeded');
    claire = row;
    owner = await clientAs(t, { kind: 'user', id: row.userId });
    doorStaff = await insertStaff(db, 'ROLE_CHECKIN');
    door = await clientAs(t, doorStaff);
    admin = await clientAs(t, await insertStaff(db, 'ROLE_ADMIN'));
  }, 60_000);
  afterAll(() => t.close());

  async function claireToken(): Promise<string> {
    const response = await owner.get(`/api/ticket/participation/${claire.participationId}`);
    expect(response.statusCode, response.body).toBe(200);
    const [ticket] = response.json().items;
    expect(ticket.registrationId).toBe(claire.registrationId);
    expect(ticket.svg).toContain('<svg');
    return ticket.token;
  }

  it('gives a confirmed person a ticket whose token names no one and is refused once changed', async () => {
    const token = await claireToken();
    expect(token).not.toMatch(/claire|martin/i);
    const found = await door.post('/api/check-in/congress/demo/lookup', { token });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().items[0]).toMatchObject({
      firstName: 'Claire',
      lastName: 'Martin',
      typeLabel: 'affiliate / partners',
      hotel: 'Grand Hotel',
      dueCents: 0,
      checkIn: null,
    });
    const [id = '', mac = ''] = token.split('.');
    const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const swap = (c: string | undefined) => (c === 'A' ? 'B' : 'A');
    // The last character carries 4 spare bits: one flipped there decodes to the same MAC, and must
    // still be refused.
    const spare = B64URL[B64URL.indexOf(mac.at(-1) ?? 'A') ^ 1];
    const lastChanged = `${mac.slice(0, -1)}${spare}`;
    const firstChanged = `${swap(mac[0])}${mac.slice(1)}`;
    const otherId = (Number.parseInt(id, 36) + 1).toString(36);
    for (const tampered of [`${id}.${lastChanged}`, `${id}.${firstChanged}`, `${otherId}.${mac}`]) {
      const refused = await door.post('/api/check-in/congress/demo/lookup', { token: tampered });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'NOT_FOUND', message: CHECK_IN_MESSAGES.invalidTicket });
    }
    // The same token at another congress's door: its MAC covers the congress.
    const superAdmin = await clientAs(t, await insertStaff(t.database.db, 'ROLE_SUPER_ADMIN'));
    const foreign = await superAdmin.post('/api/check-in/congress/closed-demo/lookup', { token });
    expect(foreign.json().message).toBe(CHECK_IN_MESSAGES.invalidTicket);
  });

  it('attaches the ticket PDF to the payment confirmation e-mail', async () => {
    const db = t.database.db;
    const congress = await createCongress(db);
    const rateId = await createRate(db, congress, {
      label: 'Double',
      price: '800.00',
      secondPrice: '400.00',
    });
    const participation = await createParticipation(db, congress, rateId, { companion: true });
    const payer = await clientAs(t, { kind: 'user', id: participation.userId });
    const created = await payer.post('/api/payment/stripe/create', { participation: participation.id });
    expect(created.statusCode, created.body).toBe(200);
    const paid = await payer.post('/api/payment/offline/confirm', {
      clientSecret: created.json().clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 1,
      expYear: 2031,
      cvc: '123',
      billingName: 'Claire Martin',
      billingEmail: 'claire@payments.test',
    });
    expect(paid.json().status).toBe('succeeded');
    const [email] = (await outboxOf(db, congress.id)).filter((m) => m.purpose === 'payment-confirmation');
    const ticket = email?.attachments.find(
      (attachment) => attachment.filename === `ticket_${congress.slug}.pdf`,
    );
    expect(ticket, JSON.stringify(email?.attachments)).toBeDefined();
    const [file] = await db
      .select()
      .from(s.storedFiles)
      .where(eq(s.storedFiles.id, ticket?.fileId ?? ''));
    const text = await pdfText(file?.data ?? Buffer.alloc(0));
    // One ticket per confirmed person: the participant and the companion.
    expect(text).toContain('Claire Martin');
    expect(text).toContain('Louis Martin');
    expect(text).toContain('Accompanying person');
  });

  it('keeps tickets to their owner and the admins', async () => {
    const viewer = await clientAs(t, await insertStaff(t.database.db, 'ROLE_VISUALISATION'));
    for (const client of [viewer, door]) {
      const response = await client.get(`/api/ticket/participation/${claire.participationId}`);
      expect(response.statusCode).toBe(403);
    }
    const pdf = await owner.get(`/api/ticket/participation/${claire.participationId}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(pdf.rawPayload)).toContain(await claireToken());
  });

  it('finds people by name, accents and case ignored, for the door only', async () => {
    const found = await door.get('/api/check-in/congress/demo/search?q=claire%20MARTIN');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().items.map((p: { lastName: string }) => p.lastName)).toEqual(['Martin']);
    // Haruto Sato once: member4's shared room names him in its second registration, not a person coming.
    const sato = await door.get('/api/check-in/congress/demo/search?q=Sato');
    expect(sato.json().items).toHaveLength(1);
    const elsewhere = await clientAs(t, await insertStaff(t.database.db, 'ROLE_CHECKIN', false));
    expect((await elsewhere.get('/api/check-in/congress/demo/search?q=claire')).statusCode).toBe(403);
  });

  it('checks a person in once, says when and by whom after that, and writes the audit log', async () => {
    const url = `/api/check-in/congress/demo/registration/${claire.registrationId}`;
    const first = await door.post(url, {});
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      outcome: 'checked_in',
      person: { checkIn: { by: expect.any(String) } },
    });
    const second = await admin.post(url, {});
    expect(second.json().outcome).toBe('already');
    expect(second.json().person.checkIn).toEqual(first.json().person.checkIn);
    const [doorUser] = await t.database.db.select().from(s.users).where(eq(s.users.id, doorStaff.id));
    expect(second.json().person.checkIn.by).toBe(doorUser?.email);
    const entries = await t.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.action, 'check-in'), eq(s.auditLog.entityId, String(claire.registrationId))));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ entity: 'registration', actorId: doorStaff.id });
  });

  it('shows check-ins in the participation list: a column and a filter', async () => {
    const list = (query: string) =>
      admin.get(`/api/participation/congress/demo/all/all/all/all/all?pageSize=200&${query}`);
    const checkedIn = (await list('checkedIn=yes')).json();
    const row = checkedIn.items.find(
      (r: { participationId: number }) => r.participationId === claire.participationId,
    );
    expect(row?.checkedInAt).toEqual(expect.any(String));
    expect(checkedIn.items.every((r: { checkedInAt: string | null }) => r.checkedInAt !== null)).toBe(true);
    const notYet = (await list('checkedIn=no')).json();
    expect(notYet.items.map((r: { participationId: number }) => r.participationId)).not.toContain(
      claire.participationId,
    );
    expect(notYet.items.every((r: { checkedInAt: string | null }) => r.checkedInAt === null)).toBe(true);
    const all = (await list('')).json();
    expect(checkedIn.total + notYet.total).toBe(all.total);
    expect((await list('checkedIn=maybe')).statusCode).toBe(400);
  });

  it('lets two scanners at once check a person in once: one "checked_in", one "already"', async () => {
    const [row] = await t.database.db
      .select({ id: s.registrations.id })
      .from(s.registrations)
      .innerJoin(s.participants, eq(s.participants.id, s.registrations.participantId))
      .where(and(eq(s.participants.firstName, 'Yuki'), eq(s.participants.lastName, 'Tanaka')));
    if (!row) throw new Error('Yuki Tanaka is not seeded');
    const url = `/api/check-in/congress/demo/registration/${row.id}`;
    const answers = await Promise.all([door.post(url, {}), admin.post(url, {})]);
    const outcomes = answers.map((answer) => (answer.json() as TCheckInResult).outcome).sort();
    expect(outcomes).toEqual(['already', 'checked_in']);
    const rows = await t.database.db.select().from(s.checkIns).where(eq(s.checkIns.registrationId, row.id));
    expect(rows).toHaveLength(1);
  });

  it('seeds the demo door: door@demo.test, who checked in Haruto Sato and João Pereira', async () => {
    const rows = await t.database.db
      .select({ lastName: s.participants.lastName, by: s.users.email, roles: s.users.roles })
      .from(s.checkIns)
      .innerJoin(s.registrations, eq(s.registrations.id, s.checkIns.registrationId))
      .innerJoin(s.participants, eq(s.participants.id, s.registrations.participantId))
      .innerJoin(s.users, eq(s.users.id, s.checkIns.checkedInBy))
      .where(eq(s.users.email, 'door@demo.test'));
    expect(rows.map((row) => row.lastName).sort()).toEqual(['Pereira', 'Sato']);
    expect(rows[0]?.roles).toEqual(['ROLE_CHECKIN']);
  });

  it('keeps the check-in role to the door: refused on the list, the dashboard and a booking', async () => {
    for (const [method, url] of [
      ['GET', '/api/participation/congress/demo/all/all/all/all/all'],
      ['GET', '/api/participation/mine/congress/demo'],
      ['POST', '/api/participant/create'],
      ['POST', '/api/check-in/badges'],
    ] as const) {
      const response = await door.request({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect([url, response.statusCode]).toEqual([url, 403]);
    }
  });
});

import type {
  TParticipationFilter,
  TParticipationListPage,
} from '@congress/domain/contracts/participation-list';
import { accountStatement } from '@congress/domain/account-statement';
import {
  isToReceive,
  type ParticipationPaymentStatus,
  paymentStatusOf,
} from '@congress/domain/payment-status';
import { participationPriceCents } from '@congress/domain/pricing';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestContext, type TestContext } from '../../../../test/test-app.ts';
import * as s from '../../../db/schema/index.ts';
import { seedBulk } from '../../../../seed/bulk.ts';
import { congressIdOf, createMember, createUser, signIn } from '../../../../test/fixtures/auth-fixtures.ts';
import { findParticipationIdsByFilter } from './participation-list.repository.ts';

/**
 * The list against a reference computed in JavaScript from the rows themselves (decisions 19-21),
 * on the demo congress plus bulk participations.
 */
type Ref = {
  id: number;
  mainRegistrationId: number;
  name: string;
  email: string | null;
  memberNumber: string | null;
  typeSlug: string | null;
  hotelId: number;
  roomOption: string;
  mainStatus: string;
  paymentStatus: ParticipationPaymentStatus;
  sharing: boolean;
  mate: string | null;
  dueCents: number;
};

const BULK = 80;

describe('GET /api/participation/congress/:slug/:status/:sharing/:hotelId/:roomOption/:type', () => {
  let t: TestContext;
  let congressId: number;
  let refs: Ref[];
  const admin = () => {
    const client = createClient(t.app);
    return client;
  };
  let adminClient: ReturnType<typeof createClient>;

  async function loadReference(): Promise<Ref[]> {
    const db = t.database.db;
    const parts = await db.select().from(s.participations).where(eq(s.participations.congressId, congressId));
    const ids = parts.map((p) => p.id);
    const regs = await db.select().from(s.registrations).where(inArray(s.registrations.participationId, ids));
    const people = await db.select().from(s.participants).where(eq(s.participants.congressId, congressId));
    const types = await db.select().from(s.participantTypes);
    const rateRows = await db.select().from(s.rates).where(eq(s.rates.congressId, congressId));
    const pays = await db.select().from(s.payments).where(inArray(s.payments.participationId, ids));
    const base = parts.map((p) => {
      const main = regs.find((r) => r.participationId === p.id && r.position === 1);
      const person = people.find((x) => x.id === p.mainParticipantId);
      const rate = rateRows.find((r) => r.id === p.rateId);
      if (!main || !person || !rate) throw new Error(`incomplete participation ${p.id}`);
      const mine = pays.filter((x) => x.participationId === p.id);
      const active = regs.filter((r) => r.participationId === p.id && r.statusRegistration !== 'cancelled');
      const isCancelled = main.statusRegistration === 'cancelled';
      const statement = accountStatement({
        priceCents: isCancelled ? 0 : participationPriceCents(rate, active.length),
        payments: mine,
      });
      return {
        id: p.id,
        mainRegistrationId: main.id,
        name: `${person.firstName} ${person.lastName}`,
        email: person.email,
        memberNumber: person.memberNumber,
        typeSlug: types.find((x) => x.id === person.participantTypeId)?.slug ?? null,
        hotelId: main.hotelId,
        roomOption: main.roomOption,
        mainStatus: main.statusRegistration,
        paymentStatus: paymentStatusOf(statement, { isCancelled }),
        sharing: rate.secondParticipantType === 'member' && p.accompanyingMemberNumber !== null,
        mate: p.accompanyingMemberNumber,
        dueCents: statement.dueCents,
      };
    });
    return base;
  }

  beforeAll(async () => {
    t = await createTestContext();
    congressId = await congressIdOf(t.database.db);
    await seedBulk(t.database.db, { participations: BULK });
    refs = await loadReference();
    const account = await createUser(t.database.db, { roles: ['ROLE_ADMIN'], grants: ['demo'] });
    adminClient = admin();
    expect((await signIn(adminClient, account, 'user')).statusCode).toBe(200);
  }, 300_000);
  afterAll(() => t.close());

  const url = (f: Partial<TParticipationFilter> = {}, query = '') =>
    `/api/participation/congress/demo/${f.status ?? 'all'}/${f.sharing ?? 'all'}/${f.hotelId ?? 'all'}/${
      f.roomOption ?? 'all'
    }/${f.type ?? 'all'}${query}`;

  async function allPages(
    f: Partial<TParticipationFilter>,
    search?: string,
    extra = '',
  ): Promise<TParticipationListPage> {
    const q = search ? `&search=${encodeURIComponent(search)}` : '';
    const response = await adminClient.get(url(f, `?pageSize=200${q}${extra}`));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as TParticipationListPage;
    expect(body.total).toBeLessThanOrEqual(200);
    return body;
  }

  const isActive = (r: Ref) => r.mainStatus !== 'cancelled';
  const activeNumbers = () =>
    new Set(
      refs
        .filter(isActive)
        .map((r) => r.memberNumber)
        .filter(Boolean),
    );
  const byNumber = (n: string | null) => refs.find((r) => r.memberNumber === n && isActive(r));
  const idsOf = (rows: Ref[]) => rows.map((r) => r.id).sort((a, b) => a - b);

  it('has bulk data to work on: every tab and sharing variant is represented', () => {
    expect(refs.length).toBeGreaterThanOrEqual(BULK);
    for (const status of ['unpaid', 'awaiting_transfer', 'paid', 'refund_due'] as const) {
      expect(
        refs.some((r) => r.paymentStatus === status),
        status,
      ).toBe(true);
    }
    expect(refs.some((r) => r.mainStatus === 'cancelled')).toBe(true);
    expect(refs.filter((r) => r.sharing && !activeNumbers().has(r.mate)).length).toBeGreaterThan(0);
    expect(refs.filter((r) => r.sharing && activeNumbers().has(r.mate)).length).toBeGreaterThan(0);
  });

  it('pages 25 rows by default, by name, and counts the whole set', async () => {
    const response = await adminClient.get(url());
    expect(response.statusCode).toBe(200);
    const body = response.json() as TParticipationListPage;
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(25);
    expect(body.total).toBe(refs.length);
    expect(body.items).toHaveLength(25);
    expect(body.currency).toBe('EUR');
    const last = Math.ceil(refs.length / 25);
    const lastPage = (await adminClient.get(url({}, `?page=${last}`))).json() as TParticipationListPage;
    expect(lastPage.items).toHaveLength(refs.length - (last - 1) * 25);
    const beyond = (await adminClient.get(url({}, `?page=${last + 1}`))).json() as TParticipationListPage;
    expect([beyond.items.length, beyond.total]).toEqual([0, refs.length]);
    // Pages do not overlap and together hold every participation once.
    const seen = new Set<number>();
    for (let page = 1; page <= last; page++) {
      const p = (await adminClient.get(url({}, `?page=${page}`))).json() as TParticipationListPage;
      for (const row of p.items) seen.add(row.participationId);
    }
    expect([...seen].sort((a, b) => a - b)).toEqual(idsOf(refs));
    // Last names are plain ASCII here, so every collation orders them alike.
    const lastNames = body.items.map((r) => r.lastName.toLowerCase());
    expect(lastNames).toEqual([...lastNames].sort());
  });

  it('filters each status tab (decisions 20, 41) and counts every tab', async () => {
    const expected = {
      all: refs,
      active: refs.filter(isActive),
      pending: refs.filter((r) => isActive(r) && isToReceive(r.paymentStatus)),
      confirmed: refs.filter((r) => isActive(r) && !isToReceive(r.paymentStatus)),
      cancelled: refs.filter((r) => !isActive(r)),
    };
    for (const [status, rows] of Object.entries(expected)) {
      const response = await adminClient.get(url({ status: status as TParticipationFilter['status'] }));
      const body = response.json() as TParticipationListPage;
      expect(body.total, status).toBe(rows.length);
      expect(body.tabCounts).toEqual(
        Object.fromEntries(Object.entries(expected).map(([k, v]) => [k, v.length])),
      );
      expect(rows.length, status).toBeGreaterThan(0);
    }
    const pending = await allPages({ status: 'pending', type: 'member' });
    expect(
      pending.items.every((r) => isToReceive(r.paymentStatus) && r.registrationStatus !== 'cancelled'),
    ).toBe(true);
  });

  it('filters sharing, missing and matching room-mates (decisions 21)', async () => {
    const sharing = refs.filter((r) => r.sharing);
    const missing = sharing.filter((r) => !byNumber(r.mate) || byNumber(r.mate)?.id === r.id);
    const matching = sharing.filter((r) => {
      const mate = byNumber(r.mate);
      return mate !== undefined && mate.id !== r.id && mate.mate === r.memberNumber;
    });
    expect(missing.length).toBeGreaterThan(0);
    expect(matching.length).toBeGreaterThan(0);
    for (const [variant, rows] of [
      ['sharing', sharing],
      ['missing', missing],
      ['matching', matching],
    ] as const) {
      const body = await allPages({ sharing: variant });
      expect(
        body.items.map((r) => r.participationId).sort((a, b) => a - b),
        variant,
      ).toEqual(idsOf(rows));
      expect(body.items.every((r) => r.second?.kind === 'sharing')).toBe(true);
    }
    // The demo's own pair and its missing room-mate.
    const demoMatching = (await allPages({ sharing: 'matching' }, 'M-100')).items.map((r) => r.memberNumber);
    expect(demoMatching.sort()).toEqual(['M-1003', 'M-1004']);
    const demoMissing = (await allPages({ sharing: 'missing' }, 'M-100')).items.map((r) => r.memberNumber);
    expect(demoMissing).toEqual(['M-1005']);
  });

  it('filters hotel, room option and type, alone and together', async () => {
    const hotels = [...new Set(refs.map((r) => r.hotelId))];
    expect(hotels.length).toBeGreaterThan(1);
    for (const hotelId of hotels) {
      const body = await allPages({ hotelId });
      expect(body.total).toBe(refs.filter((r) => r.hotelId === hotelId).length);
      expect(body.items.every((r) => r.hotel.id === hotelId)).toBe(true);
    }
    for (const roomOption of ['single', 'twin', 'double'] as const) {
      const body = await allPages({ roomOption });
      expect(body.total, roomOption).toBe(refs.filter((r) => r.roomOption === roomOption).length);
    }
    const types = [...new Set(refs.map((r) => r.typeSlug))].filter((x): x is string => x !== null);
    expect(types.length).toBeGreaterThan(1);
    for (const type of types) {
      const body = await allPages({ type });
      expect(body.total, type).toBe(refs.filter((r) => r.typeSlug === type).length);
      expect(body.items.every((r) => r.participantType?.slug === type)).toBe(true);
    }
    const combined = await allPages({ hotelId: hotels[0], roomOption: 'single', status: 'active' });
    expect(combined.total).toBe(
      refs.filter((r) => r.hotelId === hotels[0] && r.roomOption === 'single' && isActive(r)).length,
    );
    const unknownType = await allPages({ type: 'no-such-type' });
    expect(unknownType.total).toBe(0);
  });

  it('searches name, e-mail and member number, case-insensitively; % and _ are literal', async () => {
    const claire = await allPages({}, 'CLAIRE martin');
    expect(claire.items.map((r) => r.email)).toContain('registered@demo.test');
    const byMail = await allPages({}, 'Registered@DEMO');
    expect(byMail.items.map((r) => `${r.firstName} ${r.lastName}`)).toEqual(['Claire Martin']);
    const byNumberRows = await allPages({}, 'm-1006');
    expect(byNumberRows.items.map((r) => r.memberNumber)).toEqual(['M-1006']);
    const lastFirst = await allPages({}, 'martin claire');
    expect(lastFirst.total).toBe(1);
    const bulk = await allPages({}, '@demo.test');
    expect(bulk.total).toBe(refs.filter((r) => r.email?.includes('@demo.test')).length);
    expect((await allPages({}, '%')).total).toBe(0);
    // Literal: as a wildcard, "a_b" would match "alb", "arb"...
    expect((await allPages({}, 'a_b')).total).toBe(0);
  });

  it('answers each row in full: the amount due, the companion and the ids', async () => {
    const body = await allPages({}, 'M-1006');
    const [row] = body.items;
    const ref = refs.find((r) => r.memberNumber === 'M-1006');
    expect(row).toMatchObject({
      participationId: ref?.id,
      mainRegistrationId: ref?.mainRegistrationId,
      paymentStatus: 'paid',
      registrationStatus: 'confirmed',
      amountDueCents: 0,
      second: { kind: 'companion', firstName: 'Yuki', lastName: 'Tanaka', memberNumber: null },
      participantType: { slug: 'member', label: 'member' },
    });
    const page = await allPages({ status: 'pending', roomOption: 'single' });
    for (const item of page.items) {
      const ref = refs.find((r) => r.id === item.participationId);
      expect(item.amountDueCents, String(item.participationId)).toBe(ref?.dueCents);
      expect(item.paymentStatus, String(item.participationId)).toBe(ref?.paymentStatus);
    }
  });

  it('sorts by a chosen column and direction; an unknown sort falls back to name', async () => {
    const desc = (await adminClient.get(url({}, '?sort=-id&pageSize=10'))).json() as TParticipationListPage;
    expect(desc.items.map((r) => r.participationId)).toEqual(idsOf(refs).reverse().slice(0, 10));
    const due = (
      await adminClient.get(url({}, '?sort=-amountDue&pageSize=5'))
    ).json() as TParticipationListPage;
    const top = Math.max(...refs.map((r) => r.dueCents));
    expect(due.items[0]?.amountDueCents).toBe(top);
    // The SQL that sorts and the statement that shows the amounts agree on every row.
    const sorted = (
      await adminClient.get(url({}, '?sort=-amountDue&pageSize=200'))
    ).json() as TParticipationListPage;
    const amounts = sorted.items.map((r) => r.amountDueCents);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(new Set(amounts).size).toBeGreaterThan(3);
    const odd = (await adminClient.get(url({}, '?sort=drop table'))).json() as TParticipationListPage;
    const plain = (await adminClient.get(url())).json() as TParticipationListPage;
    expect(odd.items).toEqual(plain.items);
  });

  it('pages past the middle (read from the end) follow the same order as the first ones', async () => {
    for (const sort of ['name', '-name', 'memberNumber', '-memberNumber', 'email', '-amountDue', '-id']) {
      for (const status of ['all', 'pending'] as const) {
        const whole = await allPages({ status }, undefined, `&sort=${sort}`);
        const paged: number[] = [];
        for (let page = 1; page <= Math.ceil(whole.total / 7); page += 1) {
          const response = await adminClient.get(url({ status }, `?sort=${sort}&pageSize=7&page=${page}`));
          const body = response.json() as TParticipationListPage;
          expect(body.total).toBe(whole.total);
          paged.push(...body.items.map((row) => row.participationId));
        }
        expect(paged, `${sort} ${status}`).toEqual(whole.items.map((row) => row.participationId));
        const past = await adminClient.get(url({ status }, `?sort=${sort}&pageSize=7&page=999`));
        expect((past.json() as TParticipationListPage).items).toEqual([]);
      }
    }
  });

  it('findParticipationIdsByFilter selects every matching id, unpaged', async () => {
    const ids = await findParticipationIdsByFilter(t.database.db, congressId, {
      status: 'active',
      sharing: 'all',
      hotelId: 'all',
      roomOption: 'all',
      type: 'all',
    });
    expect(ids).toEqual(idsOf(refs.filter(isActive)));
    const searched = await findParticipationIdsByFilter(t.database.db, congressId, {
      status: 'all',
      sharing: 'all',
      hotelId: 'all',
      roomOption: 'all',
      type: 'all',
      search: 'registered@demo.test',
    });
    expect(searched).toHaveLength(1);
  });

  it('refuses bad segments with 400', async () => {
    for (const bad of [
      url({ status: 'paid' as never }),
      url({ sharing: 'some' as never }),
      url({ hotelId: -1 }),
      url({ roomOption: 'suite' as never }),
      url({}, '?pageSize=1000'),
      url({}, '?page=0'),
    ]) {
      expect((await adminClient.get(bad)).statusCode, bad).toBe(400);
    }
  });

  describe('guards', () => {
    it('lets the visualisation role and a super admin read', async () => {
      const viewer = await createUser(t.database.db, { roles: ['ROLE_VISUALISATION'], grants: ['demo'] });
      const client = createClient(t.app);
      await signIn(client, viewer, 'user');
      const response = await client.get(url({ status: 'cancelled' }));
      expect(response.statusCode).toBe(200);
      expect((response.json() as TParticipationListPage).total).toBe(refs.filter((r) => !isActive(r)).length);
      const superAdmin = await createUser(t.database.db, { roles: ['ROLE_SUPER_ADMIN'] });
      const superClient = createClient(t.app);
      await signIn(superClient, superAdmin, 'user');
      expect((await superClient.get(url())).statusCode).toBe(200);
    });

    it('answers 401 signed out, 403 to participants and to staff of another congress, 404 unknown', async () => {
      expect((await createClient(t.app).get(url())).statusCode).toBe(401);
      const user = await createUser(t.database.db, { roles: ['ROLE_USER'], congressSlug: 'demo' });
      const userClient = createClient(t.app);
      await signIn(userClient, user, 'user');
      expect((await userClient.get(url())).statusCode).toBe(403);
      const member = await createMember(t.database.db);
      const memberClient = createClient(t.app);
      await signIn(memberClient, member, 'member');
      expect((await memberClient.get(url())).statusCode).toBe(403);
      const other = await createUser(t.database.db, { roles: ['ROLE_ADMIN'], grants: ['closed-demo'] });
      const otherClient = createClient(t.app);
      await signIn(otherClient, other, 'user');
      const response = await otherClient.get(url());
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: 'Access denied' });
      expect((await otherClient.get(url().replace('/demo/', '/closed-demo/'))).statusCode).toBe(200);
      expect((await adminClient.get(url().replace('/demo/', '/nope/'))).statusCode).toBe(404);
    });
  });
});

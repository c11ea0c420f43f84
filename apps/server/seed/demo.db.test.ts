import { isValidBic, isValidIban } from '@congress/domain/bank-details';
import { verify } from '@node-rs/argon2';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import * as s from '../src/db/schema/index.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('demo seed (demo-data.md)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  const db = () => t.database.db;
  const demoId = async () => {
    const [row] = await db().select().from(s.congresses).where(eq(s.congresses.slug, 'demo'));
    if (!row) throw new Error('no demo congress');
    return row.id;
  };

  it('stores both congresses with the demo settings', async () => {
    const rows = await db().select().from(s.congresses).orderBy(asc(s.congresses.slug));
    expect(rows.map((c) => [c.slug, c.label, c.isOpen])).toEqual([
      ['closed-demo', 'Closed Congress 2025', false],
      ['demo', 'Demo Congress 2027', true],
    ]);
    expect(rows[1]).toMatchObject({
      currency: 'EUR',
      addressCity: 'Lisbon',
      memberChoosesHotel: true,
      informationEmail: 'info@demo-congress.test',
      issuerName: 'Demo Association of Hotel Concierges',
      holdMinutes: 30,
      timeZone: 'Europe/Lisbon',
      vatRates: {
        registration: { rate: '23.00', exemption: null, exemptionCode: null },
        accommodation: { rate: '6.00', exemption: null, exemptionCode: null },
        companion: { rate: '23.00', exemption: null, exemptionCode: null },
        extra_night: { rate: '6.00', exemption: null, exemptionCode: null },
      },
      issuerCountry: 'PT',
      issuerVatNumber: 'PT509999990',
      cardRefundsNeedApproval: true,
    });
    const demo = rows[1];
    for (const field of [
      'description',
      'information',
      'website',
      'privacyText',
      'issuerAddress',
      'issuerVatNumber',
    ] as const) {
      expect(demo?.[field], field).toBeTruthy();
    }
  });

  it('stores the logo as a PNG file, and one set of bank details as valid text with no image', async () => {
    const [demo] = await db().select().from(s.congresses).where(eq(s.congresses.slug, 'demo'));
    expect(demo?.ribFileId).toBeNull();
    expect(demo).toMatchObject({
      bankAccountHolder: 'Demo Association of Hotel Concierges',
      bankName: 'Banco Demo de Lisboa',
      bankBic: 'BDEMPTPL',
    });
    expect(isValidIban(demo?.bankIban ?? '')).toBe(true);
    expect(isValidBic(demo?.bankBic ?? '')).toBe(true);
    for (const fileId of [demo?.logoFileId]) {
      expect(fileId).toBeTruthy();
      const [file] = await db()
        .select()
        .from(s.storedFiles)
        .where(eq(s.storedFiles.id, fileId ?? ''));
      expect(file?.contentType).toBe('image/png');
      expect(file?.data.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(file?.size).toBe(file?.data.length);
    }
  });

  it('gives every account its role and the demo password', async () => {
    const users = await db().select().from(s.users).orderBy(asc(s.users.email));
    expect(users.map((u) => [u.email, u.roles])).toEqual([
      ['admin@demo.test', ['ROLE_ADMIN']],
      ['cancelled@demo.test', ['ROLE_USER']],
      ['door@demo.test', ['ROLE_CHECKIN']],
      ['group@demo.test', ['ROLE_USER']],
      // The demo group's named place: naming made the account (decisions 49).
      ['marta.ribeiro@demo.test', ['ROLE_USER']],
      ['registered@demo.test', ['ROLE_USER']],
      ['speaker@demo.test', ['ROLE_USER']],
      ['superadmin@demo.test', ['ROLE_SUPER_ADMIN']],
      ['switched@demo.test', ['ROLE_USER']],
      ['user@demo.test', ['ROLE_USER']],
      ['viewer@demo.test', ['ROLE_VISUALISATION']],
      ['waiting1@demo.test', ['ROLE_USER']],
      ['waiting2@demo.test', ['ROLE_USER']],
      ['waiting3@demo.test', ['ROLE_USER']],
    ]);
    const congressId = await demoId();
    expect(users.every((u) => u.congressId === congressId && u.isActivated)).toBe(true);
    const grants = await db()
      .select({ email: s.users.email, congressId: s.userCongresses.congressId })
      .from(s.userCongresses)
      .innerJoin(s.users, eq(s.users.id, s.userCongresses.userId))
      .orderBy(asc(s.users.email));
    expect(grants).toEqual(
      ['admin@demo.test', 'door@demo.test', 'superadmin@demo.test', 'viewer@demo.test'].map((email) => ({
        email,
        congressId,
      })),
    );
    const hash = users[0]?.passwordHash ?? '';
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await verify(hash, 'Demo!2345')).toBe(true);
    expect(await verify(hash, 'Demo!2346')).toBe(false);
  });

  it('stores the member book with sections, working hotels and the demo password', async () => {
    const members = await db()
      .select({ m: s.memberUsers, section: s.sections.name })
      .from(s.memberUsers)
      .leftJoin(s.sections, eq(s.sections.id, s.memberUsers.sectionId))
      .orderBy(asc(s.memberUsers.numMember));
    expect(members.map(({ m, section }) => [m.email, m.numMember, section, m.workingHotel])).toEqual([
      ['member@demo.test', 'M-1001', 'France', 'Hotel Lutetia'],
      ['member2@demo.test', 'M-1002', 'Portugal', 'Tivoli Lisboa'],
      ['member3@demo.test', 'M-1003', 'Japan', 'Park Hyatt Tokyo'],
      ['member4@demo.test', 'M-1004', 'France', 'Le Bristol'],
      ['member5@demo.test', 'M-1005', 'Portugal', 'Pestana Palace'],
      ['member6@demo.test', 'M-1006', 'Japan', 'Mandarin Oriental'],
      ['member7@demo.test', 'M-1007', 'France', 'Hôtel de Crillon'],
      ['member8@demo.test', 'M-1008', 'Portugal', 'Bairro Alto Hotel'],
      ['member9@demo.test', 'M-1009', 'Japan', 'Hotel Okura'],
    ]);
    expect(await verify(members[0]?.m.passwordHash ?? '', 'Demo!2345')).toBe(true);
    expect(members.every(({ m }) => m.isActivated && m.passwordHash)).toBe(true);
  });

  it('stores the five participant types in order, the hotels and the sections', async () => {
    const types = await db().select().from(s.participantTypes).orderBy(asc(s.participantTypes.position));
    expect(types.map((x) => [x.label, x.slug, x.isMember])).toEqual([
      ['member', 'member', true],
      ['activ Member', 'activ-member', true],
      ['retired Member', 'retired-member', true],
      ['affiliate / partners', 'affiliate-partners', false],
      ['guest speakers', 'guest-speakers', false],
    ]);
    const hotels = await db().select().from(s.hotels).orderBy(asc(s.hotels.name));
    expect(hotels.map((h) => h.name)).toEqual(['Casa do Rio', 'Grand Hotel', 'Harbour Inn']);
    expect(hotels.every((h) => h.address && h.website && h.description)).toBe(true);
    const sections = await db().select().from(s.sections).orderBy(asc(s.sections.name));
    expect(sections.map((x) => x.name)).toEqual(['France', 'Japan', 'Portugal']);
  });
});

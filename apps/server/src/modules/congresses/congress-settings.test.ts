import { readFileSync } from 'node:fs';
import { ZCongress } from '@congress/domain/contracts/congress';
import { type TCongressSettings, ZCongressSettings } from '@congress/domain/contracts/congress-settings';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createTestContext,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import { auditLog, storedFiles } from '../../db/schema/index.ts';
import { createUser, signIn } from '../../../test/fixtures/auth-fixtures.ts';
import { multipartFile } from '../../../test/fixtures/multipart-fixture.ts';

const png = readFileSync(new URL('../../../seed/assets/logo.png', import.meta.url));
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const svg = Buffer.from(
  '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);
const pdf = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF');

describe('congress settings (super admin)', () => {
  let t: TestContext;
  let superAdmin: TestClient;
  let created: TCongressSettings;
  const clientAs = async (roles: string[], grants: string[] = ['demo']) => {
    const client = createClient(t.app);
    const user = await createUser(t.database.db, { roles, grants, congressSlug: 'demo' });
    expect((await signIn(client, user, 'user')).statusCode).toBe(200);
    return client;
  };
  const upload = (client: TestClient, id: number, kind: string, name: string, data: Buffer, type?: string) =>
    client.request({
      method: 'POST',
      url: `/api/congress/${id}/upload/${kind}`,
      ...multipartFile(name, data, type),
    });
  const settingsOf = (body: TCongressSettings) => {
    const { id: _id, logoUrl: _l, ribUrl: _r, ribContentType: _c, personalDataPurgedAt: _p, ...rest } = body;
    return rest;
  };

  beforeAll(async () => {
    t = await createTestContext();
    superAdmin = await clientAs(['ROLE_SUPER_ADMIN'], []);
    const response = await superAdmin.post('/api/congress/create', {
      label: 'Settings Test 2030',
      slug: 'settings-test',
    });
    expect(response.statusCode).toBe(201);
    created = ZCongressSettings.parse(response.json());
  });
  afterAll(() => t.close());

  it('only super admins read or change settings, create congresses or upload', async () => {
    const anonymous = createClient(t.app);
    expect((await anonymous.get('/api/congress/slug/demo/settings')).statusCode).toBe(401);
    for (const roles of [['ROLE_ADMIN'], ['ROLE_VISUALISATION'], ['ROLE_USER']]) {
      const client = await clientAs(roles);
      expect((await client.get('/api/congress/slug/demo/settings')).statusCode, roles[0]).toBe(403);
      expect((await client.put(`/api/congress/${created.id}/settings`, settingsOf(created))).statusCode).toBe(
        403,
      );
      expect((await client.post('/api/congress/create', { label: 'X', slug: 'x-guard' })).statusCode).toBe(
        403,
      );
      expect((await upload(client, created.id, 'logo', 'logo.png', png)).statusCode).toBe(403);
    }
    expect((await superAdmin.get('/api/congress/slug/demo/settings')).statusCode).toBe(200);
  });

  it('creates a congress closed, with the five participant types of the spec', () => {
    expect(created).toMatchObject({
      slug: 'settings-test',
      label: 'Settings Test 2030',
      isOpen: false,
      currency: 'EUR',
    });
    expect(created.participantTypes.map((p) => [p.slug, p.isMember])).toEqual([
      ['member', true],
      ['activ-member', true],
      ['retired-member', true],
      ['affiliate-partners', false],
      ['guest-speakers', false],
    ]);
  });

  it('refuses a second congress with a taken slug (409)', async () => {
    const response = await superAdmin.post('/api/congress/create', { label: 'Again', slug: 'demo' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Another congress already uses this slug');
  });

  it('saves every setting, shows them on the public congress and records the change in the audit log', async () => {
    const types = created.participantTypes;
    const body = {
      ...settingsOf(created),
      label: 'Settings Test 2031',
      isOpen: true,
      description: 'A description',
      information: 'Some information',
      website: 'https://www.settings.test',
      currency: 'JPY',
      stripePublicKey: 'pk_test_123',
      memberChoosesHotel: true,
      holdMinutes: 45,
      waitingListOfferHours: 12,
      timeZone: 'Asia/Tokyo',
      vatRates: {
        registration: { rate: '10.5', exemption: null, exemptionCode: null },
        accommodation: { rate: '0', exemption: 'Margin scheme - travel agents', exemptionCode: 'VATEX-EU-D' },
        companion: { rate: '10', exemption: null, exemptionCode: null },
        extra_night: { rate: '0', exemption: null, exemptionCode: null },
      },
      cardRefundsNeedApproval: false,
      privacyText: 'We keep your data safe.',
      informationEmail: 'info@settings.test',
      city: 'Kyoto',
      issuerName: 'Settings Association',
      issuerAddress: '1 Main Street',
      issuerPostcode: '600-8216',
      issuerCity: 'Kyoto',
      issuerCountry: 'JP',
      issuerVatNumber: 'T1234567890123',
      startsOn: '2031-05-01',
      endsOn: '2031-05-04',
      participantTypes: [
        { ...types[0], label: 'Member (renamed)' },
        ...types.slice(1, 4),
        { id: null, slug: 'students', label: 'students', isMember: false },
      ],
    };
    const response = await superAdmin.put(`/api/congress/${created.id}/settings`, body);
    expect(response.statusCode, response.body).toBe(200);
    const saved = ZCongressSettings.parse(response.json());
    expect(settingsOf(saved)).toEqual({
      ...body,
      version: body.version + 1,
      vatRates: {
        registration: { rate: '10.50', exemption: null, exemptionCode: null },
        accommodation: {
          rate: '0.00',
          exemption: 'Margin scheme - travel agents',
          exemptionCode: 'VATEX-EU-D',
        },
        companion: { rate: '10.00', exemption: null, exemptionCode: null },
        extra_night: { rate: '0.00', exemption: null, exemptionCode: null },
      },
      participantTypes: body.participantTypes.map((p, i) => ({
        ...p,
        id: p.id ?? saved.participantTypes[i]?.id,
      })),
    });
    expect(saved.participantTypes.map((p) => p.slug)).toEqual([
      'member',
      'activ-member',
      'retired-member',
      'affiliate-partners',
      'students',
    ]);
    const publicView = ZCongress.parse(
      (await t.app.inject({ url: '/api/congress/slug/settings-test' })).json(),
    );
    expect(publicView).toMatchObject({
      label: 'Settings Test 2031',
      is_open: true,
      timeZone: 'Asia/Tokyo',
      holdMinutes: 45,
      adressCity: 'Kyoto',
      options: { currency: 'JPY', stripe_public_key: 'pk_test_123' },
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'congress'),
          eq(auditLog.congressId, created.id),
          eq(auditLog.action, 'update'),
        ),
      )
      .orderBy(desc(auditLog.id));
    expect(entry?.before).toMatchObject({ label: 'Settings Test 2030', timeZone: 'Europe/Lisbon' });
    expect(entry?.after).toMatchObject({ label: 'Settings Test 2031', timeZone: 'Asia/Tokyo' });
    created = saved;
  });

  it('answers field messages for a bad time zone, currency, VAT rate, seller VAT ID and dates', async () => {
    const current = settingsOf(created);
    const response = await superAdmin.put(`/api/congress/${created.id}/settings`, {
      ...current,
      timeZone: 'Mars/Olympus',
      currency: 'euro',
      vatRates: {
        ...current.vatRates,
        registration: { rate: '100', exemption: null, exemptionCode: null },
        companion: { rate: '6', exemption: 'Exempt, article 132', exemptionCode: 'VATEX-EU-132' },
      },
      issuerCountry: 'PT',
      issuerVatNumber: 'PT12345',
      startsOn: '2031-05-04',
      endsOn: '2031-05-04',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toMatchObject({
      timeZone: 'Please enter an IANA time zone, e.g. Europe/Lisbon',
      currency: 'Please enter a three-letter currency code, e.g. EUR',
      'vatRates.registration.rate': 'Please enter a VAT rate from 0 to 99.99 with at most 2 decimals',
      'vatRates.companion.rate': 'An exempt or margin-scheme line has a VAT rate of 0',
    });
    const seller = await superAdmin.put(`/api/congress/${created.id}/settings`, {
      ...current,
      issuerCountry: 'PT',
      issuerVatNumber: 'PT12345',
    });
    expect(seller.json().fields).toEqual({
      issuerVatNumber:
        "This VAT ID does not match the company's country: its prefix, then the country's digits (e.g. PT123456789, FR12345678901, DE123456789)",
    });
    const dates = await superAdmin.put(`/api/congress/${created.id}/settings`, {
      ...settingsOf(created),
      startsOn: '2031-05-04',
      endsOn: '2031-05-04',
    });
    expect(dates.json().fields).toEqual({ endsOn: 'End date must be after start date' });
  });

  it('refuses to remove a participant type that rates use (409) and a slug another congress has', async () => {
    const demo = ZCongressSettings.parse((await superAdmin.get('/api/congress/slug/demo/settings')).json());
    const response = await superAdmin.put(`/api/congress/${demo.id}/settings`, {
      ...settingsOf(demo),
      participantTypes: demo.participantTypes.filter((p) => p.slug !== 'activ-member'),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      'A participant type that rates or participants use cannot be removed',
    );
    const slug = await superAdmin.put(`/api/congress/${created.id}/settings`, {
      ...settingsOf(created),
      slug: 'demo',
    });
    expect(slug.statusCode).toBe(409);
  });

  describe('uploads', () => {
    it('stores a PNG named .jpg as a PNG under a generated name and shows it as the logo', async () => {
      const response = await upload(superAdmin, created.id, 'logo', 'my-logo.jpg', png, 'image/jpeg');
      expect(response.statusCode, response.body).toBe(200);
      const body = ZCongressSettings.parse(response.json());
      const fileId = body.logoUrl?.split('/').pop() ?? '';
      const [file] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
      expect(file?.contentType).toBe('image/png');
      expect(file?.name).toMatch(/^logo-settings-test-[0-9a-f-]{36}\.png$/);
      const publicView = ZCongress.parse(
        (await t.app.inject({ url: '/api/congress/slug/settings-test' })).json(),
      );
      expect(publicView.options.image).toBe(body.logoUrl);
      const served = await t.app.inject({ url: body.logoUrl ?? '' });
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(png)).toBe(true);
    });

    it('accepts a JPEG logo and a PDF bank-details file', async () => {
      expect((await upload(superAdmin, created.id, 'logo', 'a.jpeg', jpeg)).statusCode).toBe(200);
      const rib = await upload(superAdmin, created.id, 'rib', 'rib.pdf', pdf);
      expect(rib.statusCode).toBe(200);
      expect(rib.json().ribContentType).toBe('application/pdf');
    });

    it('refuses SVG, garbage, a PDF logo, an empty request and a file over 2 MB with a clear 400', async () => {
      const cases: [string, Buffer, string, string][] = [
        ['logo', svg, 'logo.png', 'SVG images are not accepted; please upload a PNG or JPEG image'],
        [
          'logo',
          Buffer.from('just some text, not an image'),
          'logo.png',
          'The logo must be a PNG or JPEG image',
        ],
        ['logo', pdf, 'logo.pdf', 'The logo must be a PNG or JPEG image'],
        [
          'rib',
          Buffer.from('MZ\x90\x00garbage'),
          'rib.png',
          'The bank details must be a PNG, JPEG or WebP image or a PDF',
        ],
        [
          'logo',
          Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]),
          'big.png',
          'The file is larger than 2 MB',
        ],
      ];
      for (const [kind, data, name, message] of cases) {
        const response = await upload(superAdmin, created.id, kind, name, data);
        expect(response.statusCode, name).toBe(400);
        expect(response.json().message).toBe(message);
      }
      const none = await superAdmin.post(`/api/congress/${created.id}/upload/logo`, {});
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toBe('Please choose a file');
    });

    it('refuses multipart on routes that do not take uploads, and uploads from a foreign origin', async () => {
      const elsewhere = await superAdmin.request({
        method: 'PUT',
        url: `/api/congress/${created.id}/settings`,
        ...multipartFile('logo.png', png),
      });
      expect(elsewhere.statusCode).toBe(403);
      const foreign = multipartFile('logo.png', png);
      const response = await superAdmin.request({
        method: 'POST',
        url: `/api/congress/${created.id}/upload/logo`,
        payload: foreign.payload,
        headers: { ...foreign.headers, origin: 'https://evil.test' },
      });
      expect(response.statusCode).toBe(403);
    });
  });
});

import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../db/schema/index.ts';
import { clientAs, insertStaff } from '../../../test/fixtures/booking-fixtures.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { createTestContext, type TestClient, type TestContext } from '../../../test/test-app.ts';

/** Name badges of the list's selection, read back as a person sees them (pdftotext). */
describe('name badges', () => {
  let t: TestContext;
  let admin: TestClient;
  let picked: number[];

  beforeAll(async () => {
    t = await createTestContext();
    admin = await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN'));
    // Claire Martin (partner) and member6 with the companion Yuki Tanaka.
    const rows = await t.database.db
      .select({ id: s.participations.id })
      .from(s.participations)
      .innerJoin(s.participants, eq(s.participants.id, s.participations.mainParticipantId))
      .where(inArray(s.participants.email, ['registered@demo.test', 'member6@demo.test']));
    picked = rows.map((row) => row.id);
    expect(picked).toHaveLength(2);
  }, 60_000);
  afterAll(() => t.close());

  async function badges(layout: 'a6' | 'a4_8') {
    await t.database.db
      .update(s.congresses)
      .set({ badgeLayout: layout })
      .where(eq(s.congresses.slug, 'demo'));
    const response = await admin.post('/api/check-in/badges', {
      congressSlug: 'demo',
      selection: { kind: 'participations', ids: picked },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(response.rawPayload);
    // pdftotext ends every page with a form feed.
    return { text, pages: text.split('\f').length - 1 };
  }

  it('prints one A6 badge per person: name, type, section and working hotel, the congress', async () => {
    const { text, pages } = await badges('a6');
    expect(pages).toBe(3);
    for (const expected of [
      'Claire',
      'Martin',
      'affiliate / partners',
      'Yuki',
      'Tanaka',
      'Accompanying person',
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/Japan · Mandarin Oriental/);
    expect(text.match(/Demo Congress 2027/g)).toHaveLength(3);
  });

  it('prints the same people eight to an A4 sheet when the congress says so', async () => {
    const { text, pages } = await badges('a4_8');
    expect(pages).toBe(1);
    for (const expected of ['Claire', 'Yuki', 'Tanaka', 'Japan · Mandarin Oriental'])
      expect(text).toContain(expected);
    expect(text.match(/Demo Congress 2027/g)).toHaveLength(3);
  });

  it('prints the filtered list, and refuses a filter that no longer selects the count confirmed', async () => {
    const filter = {
      status: 'all',
      sharing: 'all',
      hotelId: 'all',
      roomOption: 'all',
      type: 'all',
      search: 'Martin',
    };
    const list = (
      await admin.get('/api/participation/congress/demo/all/all/all/all/all?search=Martin')
    ).json();
    const ok = await admin.post('/api/check-in/badges', {
      congressSlug: 'demo',
      selection: { kind: 'filter', filter, expectedCount: list.total },
    });
    expect(ok.statusCode).toBe(200);
    expect(await pdfText(ok.rawPayload)).toContain('Martin');
    const stale = await admin.post('/api/check-in/badges', {
      congressSlug: 'demo',
      selection: { kind: 'filter', filter, expectedCount: list.total + 1 },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('says who of the selection gets no badge and why, and prints every name as written', async () => {
    // Four selected, the cancelled Paul Girard among them.
    const rows = await t.database.db
      .select({ id: s.participations.id, participantId: s.participants.id, email: s.participants.email })
      .from(s.participations)
      .innerJoin(s.participants, eq(s.participants.id, s.participations.mainParticipantId))
      .where(
        inArray(s.participants.email, ['registered@demo.test', 'member6@demo.test', 'cancelled@demo.test']),
      );
    expect(rows).toHaveLength(3);
    // A Greek and a Polish name print as written (decisions 44).
    const rename = (email: string, firstName: string, lastName: string) =>
      t.database.db
        .update(s.participants)
        .set({ firstName, lastName })
        .where(eq(s.participants.id, rows.find((row) => row.email === email)?.participantId ?? 0));
    await rename('registered@demo.test', 'Γιώργος', 'Παπαδόπουλος');
    await rename('member6@demo.test', 'Łukasz', 'Dvořák-Şahin 山田');
    await t.database.db.update(s.congresses).set({ badgeLayout: 'a6' }).where(eq(s.congresses.slug, 'demo'));
    const body = {
      congressSlug: 'demo',
      selection: { kind: 'participations', ids: rows.map((row) => row.id) },
    };
    const preview = await admin.post('/api/check-in/badges/preview', body);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({
      badges: 3,
      leftOutCount: 1,
      leftOut: [
        { registrationId: expect.any(Number), firstName: 'Paul', lastName: 'Girard', reason: 'cancelled' },
      ],
    });
    const pdf = await admin.post('/api/check-in/badges', body);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text.split('\f').length - 1).toBe(3);
    for (const expected of ['Γιώργος', 'Παπαδόπουλος', 'Łukasz', 'Dvořák-Şahin 山田', 'Yuki', 'Tanaka'])
      expect(text).toContain(expected);
    expect(text).not.toContain('Girard');
  });
});

import { ZCongressSettings } from '@congress/domain/contracts/congress-settings';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createTestContext,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import { auditLog, congresses } from '../../db/schema/index.ts';
import { clientAs, demoIds, insertStaff } from '../../../test/fixtures/booking-fixtures.ts';

type Ids = Awaited<ReturnType<typeof demoIds>>;

/**
 * Staff write the congress's description, a rate's label and an activity's label in other
 * languages; everyone reads them in the language they ask for, else in the congress's default one.
 */
describe('staff content in several languages', () => {
  let t: TestContext;
  let ids: Ids;
  let superAdmin: TestClient;
  let admin: TestClient;
  let member: TestClient;

  const read = (client: TestClient, url: string, language?: string) =>
    client.request({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} });

  const rateBody = (overrides: Record<string, unknown>) => ({
    congressId: ids.congressId,
    hotelId: ids.hotelId,
    label: 'Single room',
    sectionId: null,
    quota: 5,
    roomOption: 'single',
    isOpened: true,
    isEarlyBird: false,
    openDate: null,
    closeDate: null,
    comment: 'Breakfast included',
    secondParticipantType: null,
    firstParticipantPrice: '300',
    secondParticipantPrice: null,
    ...overrides,
  });
  const activityBody = (overrides: Record<string, unknown>) => ({
    congressId: ids.congressId,
    label: 'Harbour cruise',
    description: 'Two hours on the Tagus.',
    startDate: '2031-06-10',
    who: ['member'],
    ...overrides,
  });

  beforeAll(async () => {
    t = await createTestContext();
    ids = await demoIds(t.database.db);
    superAdmin = await clientAs(t, await insertStaff(t.database.db, 'ROLE_SUPER_ADMIN', false));
    admin = await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN'));
    member = await clientAs(t, await insertStaff(t.database.db, 'ROLE_USER'));
  });
  afterAll(() => t.close());

  it('the congress: its description read in French, its default language for Portuguese', async () => {
    const settings = ZCongressSettings.parse(
      (await superAdmin.get('/api/congress/slug/demo/settings')).json(),
    );
    const { id, logoUrl: _l, ribUrl: _r, ribContentType: _c, personalDataPurgedAt: _p, ...rest } = settings;
    const saved = await superAdmin.put(`/api/congress/${id}/settings`, {
      ...rest,
      description: 'An international congress.',
      translations: { fr: { description: 'Un congrès international.', information: '  ' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      defaultLanguage: 'en',
      translations: { fr: { description: 'Un congrès international.' } },
      version: settings.version + 1,
    });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'congress'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.after).toMatchObject({
      translations: { fr: { description: 'Un congrès international.' } },
    });

    const anonymous = createClient(t.app);
    const fr = (await read(anonymous, '/api/congress/slug/demo', 'fr-FR,fr;q=0.9')).json();
    expect(fr.options.description).toBe('Un congrès international.');
    expect(fr.options.information).toBe(settings.information);
    const pt = (await read(anonymous, '/api/congress/slug/demo', 'pt')).json();
    expect(pt.options.description).toBe('An international congress.');
    expect(pt.defaultLanguage).toBe('en');
  });

  it('a default language other than English: its text read by everyone without a translation', async () => {
    const settings = ZCongressSettings.parse(
      (await superAdmin.get('/api/congress/slug/demo/settings')).json(),
    );
    const { id, logoUrl: _l, ribUrl: _r, ribContentType: _c, personalDataPurgedAt: _p, ...rest } = settings;
    const saved = await superAdmin.put(`/api/congress/${id}/settings`, {
      ...rest,
      defaultLanguage: 'fr',
      description: 'Un congrès international.',
      translations: { en: { description: 'An international congress.' }, fr: { description: 'ignored' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().translations).toEqual({ en: { description: 'An international congress.' } });
    const anonymous = createClient(t.app);
    expect((await read(anonymous, '/api/congress/slug/demo', 'en')).json().options.description).toBe(
      'An international congress.',
    );
    expect((await read(anonymous, '/api/congress/slug/demo', 'pt')).json().options.description).toBe(
      'Un congrès international.',
    );
    await t.database.db
      .update(congresses)
      .set({ defaultLanguage: 'en', translations: {} })
      .where(eq(congresses.id, id));
  });

  it('a rate: its label and comment in French, the default for Portuguese; a write without them keeps them', async () => {
    const firstParticipantTypeId = await ids.typeId('affiliate-partners');
    const created = await admin.post(
      '/api/rate/create',
      rateBody({
        firstParticipantTypeId,
        translations: { fr: { label: 'Chambre simple', comment: 'Petit-déjeuner compris' } },
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const rate = created.json();
    expect(rate).toMatchObject({
      label: 'Single room',
      defaultText: { label: 'Single room', comment: 'Breakfast included' },
      translations: { fr: { label: 'Chambre simple', comment: 'Petit-déjeuner compris' } },
    });

    const listed = async (language: string) =>
      (
        (await read(createClient(t.app), '/api/rate/congress/demo', language)).json() as { id: number }[]
      ).find((r) => r.id === rate.id);
    expect(await listed('fr')).toMatchObject({ label: 'Chambre simple', comment: 'Petit-déjeuner compris' });
    expect(await listed('pt')).toMatchObject({ label: 'Single room', comment: 'Breakfast included' });
    const forType = (
      await read(createClient(t.app), '/api/rate/congress/demo/participant/affiliate-partners', 'fr')
    ).json() as { hotels: { rates: { id: number; label: string }[] }[] };
    expect(forType.hotels.flatMap((h) => h.rates).find((r) => r.id === rate.id)?.label).toBe(
      'Chambre simple',
    );

    const updated = await admin.put(`/api/rate/${rate.id}`, {
      ...rateBody({ firstParticipantTypeId }),
      label: 'Single',
      version: rate.version,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ translations: { fr: { label: 'Chambre simple' } }, version: 2 });
  });

  it('an activity: its label in French for French readers, the default for Portuguese', async () => {
    const created = await admin.post(
      '/api/activity/create',
      activityBody({ translations: { fr: { label: 'Croisière dans le port' } } }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const activity = created.json();
    expect(activity.translations).toEqual({ fr: { label: 'Croisière dans le port' } });
    const opened = await admin.put(`/api/activity/${activity.id}/congress/${ids.congressId}`, {
      isOpen: true,
      version: activity.version,
    });
    expect(opened.statusCode).toBe(200);

    const open = async (language: string) =>
      (
        (await read(member, `/api/activity/open/congress/${ids.congressId}`, language)).json() as {
          id: number;
        }[]
      ).find((a) => a.id === activity.id);
    expect(await open('fr')).toMatchObject({
      label: 'Croisière dans le port',
      description: 'Two hours on the Tagus.',
    });
    expect(await open('pt')).toMatchObject({ label: 'Harbour cruise' });
    const staffList = (await read(admin, '/api/activity/congress/demo', 'fr')).json() as { id: number }[];
    expect(staffList.find((a) => a.id === activity.id)).toMatchObject({
      label: 'Croisière dans le port',
      defaultText: { label: 'Harbour cruise' },
    });
  });

  it('refuses a language or a field we do not have, and a translation longer than its field (400)', async () => {
    const firstParticipantTypeId = await ids.typeId('affiliate-partners');
    const badLanguage = await admin.post(
      '/api/rate/create',
      rateBody({ firstParticipantTypeId, translations: { de: { label: 'Einzelzimmer' } } }),
    );
    expect(badLanguage.statusCode).toBe(400);
    const badField = await admin.post(
      '/api/activity/create',
      activityBody({ translations: { fr: { title: 'Croisière' } } }),
    );
    expect(badField.statusCode).toBe(400);
    const settings = ZCongressSettings.parse(
      (await superAdmin.get('/api/congress/slug/demo/settings')).json(),
    );
    const { id, logoUrl: _l, ribUrl: _r, ribContentType: _c, personalDataPurgedAt: _p, ...rest } = settings;
    const tooLong = await superAdmin.put(`/api/congress/${id}/settings`, {
      ...rest,
      translations: { pt: { description: 'x'.repeat(2001) } },
    });
    expect(tooLong.statusCode).toBe(400);
    const badDefault = await superAdmin.put(`/api/congress/${id}/settings`, {
      ...rest,
      defaultLanguage: 'de',
    });
    expect(badDefault.statusCode).toBe(400);
  });
});

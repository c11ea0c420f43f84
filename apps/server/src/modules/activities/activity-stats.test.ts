import { MESSAGES } from '@congress/domain/messages';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestClient, type TestContext } from '../../../test/test-app.ts';
import {
  type CongressFixture,
  createCongress,
  TEST_JWT_SECRET,
} from '../../../test/fixtures/payment-fixtures.ts';
import {
  insertActivity,
  participantWithRegistrations,
  staffClient,
} from '../../../test/fixtures/activity-fixtures.ts';

describe('activities statistics API', () => {
  let t: TestContext;
  let congress: CongressFixture;
  let viewer: TestClient;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    congress = await createCongress(t.database.db);
    viewer = await staffClient(t, congress, 'ROLE_VISUALISATION');
    admin = await staffClient(t, congress, 'ROLE_ADMIN');
  });
  afterAll(() => t.close());

  it('counts choices against places, lists who chose and who has no choice, and exports them', async () => {
    const walk = await insertActivity(t, congress, { label: '=Walk', startDate: '2031-06-10', quota: 10 });
    const dinner = await insertActivity(t, congress, {
      label: 'Dinner',
      startDate: '2031-06-11',
      quota: null,
    });
    const couple = await participantWithRegistrations(t, congress, { companion: true });
    const single = await participantWithRegistrations(t, congress);
    // Spec 5: nothing to export is a 404 with the message, not an empty file.
    const empty = await admin.get(`/api/activity/export/congress/${congress.slug}`);
    expect(empty.statusCode, empty.body).toBe(404);
    expect(empty.json().message).toBe(MESSAGES.exportNoData);
    const save = (p: { client: TestClient }, id: number, ids: number[]) =>
      p.client.put(`/api/activity/registration/${id}/choices`, { activityIds: ids });
    expect((await save(couple, couple.mainId, [walk.id, dinner.id])).statusCode).toBe(200);
    expect((await save(couple, couple.secondId as number, [walk.id])).statusCode).toBe(200);

    const stats = await viewer.get(`/api/activity/stats/congress/${congress.slug}`);
    expect(stats.statusCode, stats.body).toBe(200);
    const body = stats.json();
    expect(body.activities.map((a: { label: string; chosen: number }) => [a.label, a.chosen])).toEqual([
      ['=Walk', 2],
      ['Dinner', 1],
    ]);
    expect(body.registrations).toBe(3);
    expect(body.withoutChoice).toBe(1);
    const without = (await viewer.get(`/api/activity/stats/congress/${congress.slug}/without-choice`)).json();
    expect(without.items.map((p: { registrationId: number }) => p.registrationId)).toEqual([single.mainId]);
    expect(without).toMatchObject({ total: 1, page: 1, pageSize: 50 });

    const people = (await viewer.get(`/api/activity/${walk.id}/participants`)).json();
    expect(people.total).toBe(2);
    expect(
      people.items
        .map((p: { registrationId: number; whoKey: string }) => [p.registrationId, p.whoKey])
        .sort(),
    ).toEqual(
      [
        [couple.mainId, 'member'],
        [couple.secondId, 'spouse'],
      ].sort(),
    );

    // Exports are in the admin group (decisions 2): the visualisation user reads the statistics only.
    expect((await viewer.get(`/api/activity/export/congress/${congress.slug}`)).statusCode).toBe(403);
    const file = await admin.get(`/api/activity/export/congress/${congress.slug}`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="activities-${congress.slug}.xlsx"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Activity choices');
    expect(sheet?.rowCount).toBe(4);
    expect(sheet?.getRow(1).getCell(4).value).toBe('Activity');
    const label = sheet?.getRow(2).getCell(4);
    expect(label?.formula).toBeUndefined();
    expect(label?.text).toBe('=Walk');
    expect(sheet?.getRow(2).getCell(11).value).toBe('Confirmed');

    // On the exports' streaming writer, headers and statuses in the staff member's language.
    const french = await admin.request({
      method: 'GET',
      url: `/api/activity/export/congress/${congress.slug}`,
      headers: { 'accept-language': 'fr' },
    });
    expect(french.statusCode, french.body).toBe(200);
    const frenchBook = new ExcelJS.Workbook();
    await frenchBook.xlsx.load(french.rawPayload as unknown as ArrayBuffer);
    const frenchSheet = frenchBook.getWorksheet('Choix des activités');
    expect(frenchSheet?.rowCount).toBe(4);
    expect(frenchSheet?.getRow(1).values).toEqual([
      undefined,
      'Date',
      'Début',
      'Fin',
      'Activité',
      'Nom',
      'Prénom',
      'E-mail',
      'Participant',
      'Inscription',
      'Participation',
      'Statut',
    ]);
    expect(frenchSheet?.getRow(2).getCell(11).value).toBe('Confirmée');
  });

  it('is for staff of the congress only', async () => {
    const participant = await participantWithRegistrations(t, congress);
    const stranger = await staffClient(t, congress, 'ROLE_ADMIN', false);
    for (const client of [participant.client, stranger]) {
      expect((await client.get(`/api/activity/stats/congress/${congress.slug}`)).statusCode).toBe(403);
      expect((await client.get(`/api/activity/export/congress/${congress.slug}`)).statusCode).toBe(403);
    }
    const activity = await insertActivity(t, congress, { label: 'Hidden', startDate: '2031-06-12' });
    expect((await participant.client.get(`/api/activity/${activity.id}/participants`)).statusCode).toBe(403);
    expect((await viewer.get('/api/activity/stats/congress/nope')).statusCode).toBe(404);
  });
});

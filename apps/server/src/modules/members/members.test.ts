import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClient,
  createTestContext,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import { auditLog, emailOutbox, memberUsers, passwordTokens } from '../../db/schema/index.ts';
import { createUser, signIn } from '../../../test/fixtures/auth-fixtures.ts';
import { multipartFile } from '../../../test/fixtures/multipart-fixture.ts';

const HEADER = 'section;member number;first name;name;e-mail;working hotel';
const good = (n: string, email: string, first = 'Ana') =>
  `Portugal;${n};${first};Silva;${email};Hotel Avenida`;

describe('member book import (super admin)', () => {
  let t: TestContext;
  let superAdmin: TestClient;
  const clientAs = async (roles: string[]) => {
    const client = createClient(t.app);
    const user = await createUser(t.database.db, { roles, grants: ['demo'], congressSlug: 'demo' });
    expect((await signIn(client, user, 'user')).statusCode).toBe(200);
    return client;
  };
  const send = (client: TestClient, step: 'preview' | 'confirm', name: string, data: Buffer) =>
    client.request({
      method: 'POST',
      url: `/api/member/import/${step}${step === 'confirm' ? '?congressSlug=demo' : ''}`,
      ...multipartFile(name, data),
    });
  const csv = (...lines: string[]) => Buffer.from([HEADER, ...lines].join('\r\n'));

  beforeAll(async () => {
    t = await createTestContext();
    superAdmin = await clientAs(['ROLE_SUPER_ADMIN']);
  });
  afterAll(() => t.close());

  it('only super admins import, list members or create sections', async () => {
    const file = csv(good('G-1', 'g1@import.test'));
    expect((await send(createClient(t.app), 'preview', 'm.csv', file)).statusCode).toBe(401);
    for (const roles of [['ROLE_ADMIN'], ['ROLE_VISUALISATION'], ['ROLE_USER']]) {
      const client = await clientAs(roles);
      expect((await send(client, 'preview', 'm.csv', file)).statusCode, roles[0]).toBe(403);
      expect((await send(client, 'confirm', 'm.csv', file)).statusCode).toBe(403);
      expect((await client.get('/api/member/list')).statusCode).toBe(403);
      expect((await client.post('/api/section/create', { name: 'Guarded' })).statusCode).toBe(403);
    }
  });

  it('creates a section, refuses the same name twice and records it in the audit log', async () => {
    const response = await superAdmin.post('/api/section/create', {
      name: 'Spain',
      addressCountry: 'Spain',
      numero: '12',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ name: 'Spain', addressCountry: 'Spain', numero: '12' });
    const again = await superAdmin.post('/api/section/create', { name: 'spain' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A section with this name already exists');
    const list = (await t.app.inject({ url: '/api/section/uich/all' })).json() as { name: string }[];
    expect(list.map((s) => s.name)).toContain('Spain');
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.entity, 'section'));
    expect(audits.map((a) => a.action)).toEqual(['create']);
  });

  it('previews good and bad rows without writing anything', async () => {
    const file = csv(
      good('P-1', 'p1@import.test'),
      'Atlantis;P-2;Bea;Costa;p2@import.test;',
      'Portugal;P-3;;Costa;not-an-email;',
      good('P-4', 'p4@import.test'),
      good('P-4', 'p4b@import.test'),
      good('P-5', 'member@demo.test'),
    );
    const response = await send(superAdmin, 'preview', 'members.csv', file);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ goodCount: 1, badCount: 5, createCount: 1, updateCount: 0 });
    const errorsByLine = Object.fromEntries(
      body.rows.map((r: { line: number; errors: string[] }) => [r.line, r.errors]),
    );
    expect(errorsByLine).toEqual({
      2: [],
      3: ['Unknown section "Atlantis"'],
      4: ['First name is required', 'Please enter a valid email address'],
      5: ['This member number appears more than once in the file'],
      6: ['This member number appears more than once in the file'],
      7: ['Another member already uses this e-mail'],
    });
    const written = await t.database.db.select().from(memberUsers).where(eq(memberUsers.numMember, 'P-1'));
    expect(written).toEqual([]);
  });

  it("says the rows' errors in the reader's language", async () => {
    const upload = multipartFile('members.csv', csv('Atlantis;P-8;;Costa;not-an-email;'));
    const response = await superAdmin.request({
      method: 'POST',
      url: '/api/member/import/preview',
      payload: upload.payload,
      headers: { ...upload.headers, 'accept-language': 'fr-FR,fr;q=0.9' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().rows[0].errors).toEqual([
      'Le prénom est obligatoire',
      'Veuillez saisir une adresse e-mail valide',
      'Section inconnue « Atlantis »',
    ]);
  });

  it('confirming writes only the good rows and queues a 7-day invitation for each new member', async () => {
    const file = csv(
      good('C-1', 'c1@import.test', 'Carla'),
      good('C-2', 'c2@import.test'),
      'Atlantis;C-3;Bea;Costa;c3@import.test;',
    );
    const started = t.clock.now.getTime();
    const response = await send(superAdmin, 'confirm', 'members.csv', file);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ created: 2, updated: 0, skipped: 1, invited: 2 });
    const rows = await t.database.db
      .select()
      .from(memberUsers)
      .where(inArray(memberUsers.numMember, ['C-1', 'C-2', 'C-3']));
    expect(rows.map((r) => r.numMember).sort()).toEqual(['C-1', 'C-2']);
    expect(rows.every((r) => r.passwordHash === null && r.workingHotel === 'Hotel Avenida')).toBe(true);
    const carla = rows.find((r) => r.numMember === 'C-1');
    const tokens = await t.database.db
      .select()
      .from(passwordTokens)
      .where(eq(passwordTokens.subjectId, carla?.id ?? 0));
    const invitation = tokens.find((tk) => tk.subjectKind === 'member');
    expect(invitation?.purpose).toBe('invitation');
    expect(invitation?.expiresAt.getTime()).toBe(started + 7 * 24 * 60 * 60 * 1000);
    const [mail] = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'c1@import.test'));
    expect(mail?.purpose).toBe('member-invitation');
    expect(mail?.text).toContain('Hello Carla,');
    expect(mail?.text).toContain('7 days');
    const link = mail?.text.match(/http:\/\/127\.0\.0\.1:3999\/demo\/reset\/password\/form\/(\S+)/);
    expect(link).not.toBeNull();

    // The link opens the reset password form: the member sets a password and signs in with it.
    const reset = await t.app.inject({
      method: 'POST',
      url: `/api/reset-password/token/${link?.[1]}`,
      headers: { origin: 'http://127.0.0.1:3999' },
      payload: { password: 'Invited!2345' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const member = createClient(t.app);
    expect(
      (await signIn(member, { email: 'c1@import.test', password: 'Invited!2345' }, 'member')).statusCode,
    ).toBe(200);
  });

  it('re-importing updates the members instead of duplicating them, and sends no new invitation', async () => {
    const file = csv('Japan;C-1;Carla;Silva-Mendes;c1@import.test;Tokyo Palace');
    const response = await send(superAdmin, 'confirm', 'members.csv', file);
    expect(response.json()).toEqual({ created: 0, updated: 1, skipped: 0, invited: 0 });
    const rows = await t.database.db.select().from(memberUsers).where(eq(memberUsers.numMember, 'C-1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Silva-Mendes', workingHotel: 'Tokyo Palace' });
    expect(rows[0]?.passwordHash).not.toBeNull();
    const mails = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'c1@import.test'));
    expect(mails).toHaveLength(1);
    const [update] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'import-update'));
    expect(update?.before).toMatchObject({ name: 'Silva', workingHotel: 'Hotel Avenida' });
    expect(update?.after).toMatchObject({ name: 'Silva-Mendes', workingHotel: 'Tokyo Palace' });
    expect(JSON.stringify(update)).not.toMatch(/password/i);
  });

  it('reads an XLSX file with the same columns', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Members');
    sheet.addRow(['Section', 'Member number', 'First name', 'Name', 'E-mail', 'Working hotel']);
    sheet.addRow(['France', 'X-1', 'Jean', 'Dupont', 'X1@Import.test', 'Le Bristol']);
    sheet.addRow(['France', '', 'Paul', 'Durand', 'x2@import.test', '']);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const body = (await send(superAdmin, 'preview', 'members.xlsx', data)).json();
    expect(body.rows).toEqual([
      expect.objectContaining({
        line: 2,
        numMember: 'X-1',
        email: 'x1@import.test',
        errors: [],
        action: 'create',
      }),
      expect.objectContaining({ line: 3, errors: ['Member number is required'], action: null }),
    ]);
  });

  it('reads an XLSX as a stream: sheet line numbers past blank rows, and no more than 5000 rows', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Members');
    sheet.addRow(['Section', 'Member number', 'First name', 'Name', 'E-mail']);
    sheet.getRow(5).values = ['France', 'Y-1', 'Luc', 'Martin', 'y1@import.test'];
    const spaced = (
      await send(superAdmin, 'preview', 'm.xlsx', Buffer.from(await workbook.xlsx.writeBuffer()))
    ).json();
    expect(spaced.rows).toEqual([expect.objectContaining({ line: 5, numMember: 'Y-1', errors: [] })]);

    for (let i = 0; i < 5001; i++) sheet.addRow(['France', `Z-${i}`, 'Ana', 'Silva', `z${i}@import.test`]);
    const tooMany = await send(
      superAdmin,
      'preview',
      'm.xlsx',
      Buffer.from(await workbook.xlsx.writeBuffer()),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('The file has more than 5000 rows');
  });

  it('refuses a CSV of more than 5000 rows', async () => {
    const rows = Array.from({ length: 5001 }, (_, i) => good(`C-${i}`, `c${i}@import.test`));
    const response = await send(superAdmin, 'preview', 'm.csv', csv(...rows));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The file has more than 5000 rows');
  });

  it('refuses a file without the columns, garbage, an empty upload and a file over 2 MB', async () => {
    const cases: [Buffer, string][] = [
      [Buffer.from('foo,bar\n1,2'), 'Missing columns: section, member number, first name, name, e-mail'],
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5]), 'The file must be a CSV or XLSX file'],
      [
        Buffer.concat([csv(good('B-1', 'b@import.test')), Buffer.alloc(2 * 1024 * 1024, 32)]),
        'The file is larger than 2 MB',
      ],
    ];
    for (const [data, message] of cases) {
      const response = await send(superAdmin, 'preview', 'file.csv', data);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const none = await superAdmin.post('/api/member/import/preview', {});
    expect(none.json().message).toBe('Please choose a CSV or XLSX file');
  });

  it('lists members with a search', async () => {
    const response = await superAdmin.get('/api/member/list?search=silva-mendes');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      total: 1,
      items: [{ numMember: 'C-1', section: 'Japan', hasPassword: true }],
    });
  });
});

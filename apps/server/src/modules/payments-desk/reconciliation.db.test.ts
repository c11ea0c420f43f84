import { englishText } from '@congress/domain/i18n/english';
import { RECONCILE_MESSAGES, type TStatement } from '@congress/domain/contracts/reconciliation';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskFixtures } from '../../../test/fixtures/desk-fixtures.ts';
import {
  type CongressFixture,
  createCongress,
  outboxOf,
  paymentsOf,
  registrationsOf,
  TEST_JWT_SECRET,
} from '../../../test/fixtures/payment-fixtures.ts';
import {
  ENGLISH_CSV_MAPPING,
  pendingTransferOf,
  statementSample,
  statementUpload,
} from '../../../test/fixtures/statement-fixtures.ts';
import { createTestContext, type TestClient, type TestContext } from '../../../test/test-app.ts';
import * as s from '../../db/schema/index.ts';

const ENGLISH = ENGLISH_CSV_MAPPING;

describe('bank reconciliation on the payments desk', () => {
  let t: TestContext;
  let f: ReturnType<typeof deskFixtures>;
  let congress: CongressFixture;
  let admin: TestClient;

  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    f = deskFixtures(t);
  });
  afterAll(() => t.close());

  /** A congress of its own per test, so each test's pending transfers are its own. */
  async function freshCongress() {
    congress = await createCongress(t.database.db);
    admin = await f.staffClient(['ROLE_ADMIN'], congress.id);
  }

  const upload = (client: TestClient, name: string, data: Buffer, fields: Record<string, string> = {}) =>
    client.request({
      method: 'POST',
      url: `/api/payments-desk/congress/${congress.slug}/statements`,
      ...statementUpload(name, data, fields),
    });
  const statementOf = async (id: number) => {
    const response = await admin.get(`/api/payments-desk/statement/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TStatement;
  };
  const linesIn = (statementId: number) =>
    t.database.db
      .select()
      .from(s.bankStatementLines)
      .where(eq(s.bankStatementLines.statementId, statementId));
  const camt = (values: Record<string, string>) =>
    statementSample('camt053-v02.xml', { '2027-03-02': f.today(), '2027-03-03': f.today(), ...values });
  const englishCsv = (rows: string[]) =>
    Buffer.from(`Date,Description,Payer,Credit,Debit,Bank reference\n${rows.join('\n')}\n`);

  it('camt.053: exact references (free text and structured), a batch, amount alone ambiguous, the debit kept as money out, pending left out', async () => {
    await freshCongress();
    const claire = await pendingTransferOf(t, congress, 'Claire');
    const bruno = await pendingTransferOf(t, congress, 'Bruno', '600.00');
    const response = await upload(
      admin,
      'march.xml',
      camt({ '{{REF_A}}': claire.reference, '{{REF_B}}': bruno.reference }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      isNew: true,
      matched: 2,
      ambiguous: 1,
      unmatched: 0,
      alreadyImported: 0,
      outgoing: 1,
    });
    const statement = await statementOf(response.json().statementId);
    expect(
      statement.lines.map((l) => [l.amountCents, l.status, l.matchRule, l.proposed?.paymentId ?? null]),
    ).toEqual([
      [80000, 'matched', 'reference-exact', claire.paymentId],
      [60000, 'matched', 'reference-exact', bruno.paymentId],
      [80000, 'ambiguous', 'amount', null],
      [-4500, 'outgoing', null, null],
    ]);
    const jean = statement.lines[2];
    expect(jean?.note).toBe('amount-only');
    expect(jean?.candidates.map((c) => c.paymentId)).toEqual([claire.paymentId]);
    expect(statement.lines[0]).toMatchObject({
      counterparty: 'Claire Martin',
      receipt: 'exact',
      proposed: {
        name: 'Claire Martin',
        reference: claire.reference,
        transferCents: 80000,
        awaitedCents: 80000,
      },
    });
  });

  it('CSV: tolerant reference, amount and payer name, unmatched; the mapping is remembered and proposed again', async () => {
    await freshCongress();
    const anna = await pendingTransferOf(t, congress, 'Anna');
    const delphine = await pendingTransferOf(t, congress, 'Delphine', '700.00');
    const loose = anna.reference.toLowerCase().replace(/-/g, ' ');
    const file = englishCsv([
      `${f.today()},payment ${loose} thanks,A. Martin,800.00,,GB-1`,
      `${f.today()},Congress,MARTIN DELPHINE,700.00,,GB-2`,
      `${f.today()},Donation,Someone Else,125.00,,GB-3`,
      `${f.today()},Fees,,,4.50,GB-4`,
    ]);
    const response = await upload(admin, 'bank.csv', file, { mapping: JSON.stringify(ENGLISH) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ matched: 2, ambiguous: 0, unmatched: 1, outgoing: 1 });
    const statement = await statementOf(response.json().statementId);
    expect(statement.lines.map((l) => [l.status, l.matchRule, l.proposed?.paymentId ?? null])).toEqual([
      ['matched', 'reference-tolerant', anna.paymentId],
      ['matched', 'amount-name', delphine.paymentId],
      ['unmatched', null, null],
      ['outgoing', null, null],
    ]);

    const preview = await admin.request({
      method: 'POST',
      url: `/api/payments-desk/congress/${congress.slug}/statements/csv-preview`,
      ...statementUpload('next.csv', englishCsv([`${f.today()},x,y,1.00,,GB-9`])),
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ isRemembered: true, mapping: ENGLISH });
    // Without a mapping field, the remembered one reads the next file.
    const next = await upload(admin, 'next.csv', englishCsv([`${f.today()},x,y,1.00,,GB-9`]));
    expect(next.json()).toMatchObject({ isNew: true, unmatched: 1 });
  });

  it('the same statement twice changes nothing twice; an overlapping one adds only its new lines', async () => {
    await freshCongress();
    const claire = await pendingTransferOf(t, congress, 'Claire');
    const file = camt({ '{{REF_A}}': claire.reference, '{{REF_B}}': 'NONE' });
    const first = (await upload(admin, 'march.xml', file)).json();
    const again = await upload(admin, 'march-copy.xml', file);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      statementId: first.statementId,
      isNew: false,
      matched: 0,
      message: RECONCILE_MESSAGES.importedAgain,
    });
    const statements = await t.database.db
      .select()
      .from(s.bankStatements)
      .where(eq(s.bankStatements.congressId, congress.id));
    expect(statements).toHaveLength(1);
    expect(await linesIn(first.statementId)).toHaveLength(4);

    // The next day's file repeats yesterday's entries (same bank keys) and adds one.
    const overlapping = Buffer.from(
      file
        .toString()
        .replace('STMT-20270302-001', 'STMT-20270303-001')
        .replace('<AcctSvcrRef>BNK-20270303-0001</AcctSvcrRef>', '<AcctSvcrRef>BNK-NEW</AcctSvcrRef>')
        .replace('<Sts>PDNG</Sts>', '<Sts>BOOK</Sts>'),
    );
    const second = await upload(admin, 'march-3.xml', overlapping);
    // Met again, the repeated lines are shown on the new statement as already imported, never matched.
    expect(second.json()).toMatchObject({ isNew: true, alreadyImported: 4, ambiguous: 0, unmatched: 1 });
    const secondLines = await linesIn(second.json().statementId);
    expect(secondLines.map((line) => line.status).sort()).toEqual([
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
      'unmatched',
    ]);
    const shown = await statementOf(second.json().statementId);
    expect(shown.lines.filter((l) => l.status === 'duplicate').map((l) => l.duplicateOf?.fileName)).toEqual([
      'march.xml',
      'march.xml',
      'march.xml',
      'march.xml',
    ]);
    expect(shown.lines.find((l) => l.status === 'duplicate')?.proposed).toBeNull();
  });

  it('confirming the matches books each through the desk: payment, registrations, invoice, e-mail, audit; never twice', async () => {
    await freshCongress();
    const claire = await pendingTransferOf(t, congress, 'Claire');
    const bruno = await pendingTransferOf(t, congress, 'Bruno', '600.00');
    const imported = (
      await upload(admin, 'march.xml', camt({ '{{REF_A}}': claire.reference, '{{REF_B}}': bruno.reference }))
    ).json();
    const statement = await statementOf(imported.statementId);
    const matched = statement.lines.filter((l) => l.status === 'matched').map((l) => l.id);
    const mailsBefore = (await outboxOf(t.database.db, congress.id)).length;
    const confirm = () =>
      admin.post(`/api/payments-desk/statement/${imported.statementId}/confirm`, { lineIds: matched });
    const response = await confirm();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ booked: 2, failures: [] });

    for (const made of [claire, bruno]) {
      const [payment] = await paymentsOf(t.database.db, made.participationId);
      expect(payment).toMatchObject({ status: 'confirmed' });
      expect(payment?.informationsPayment).toMatchObject({ receivedOn: f.today() });
      const registrations = await registrationsOf(t.database.db, made.participationId);
      expect(registrations.map((r) => r.statusRegistration)).toEqual(['confirmed']);
      expect(await f.invoicesOfPayment(made.paymentId, 'invoice')).toHaveLength(1);
      expect((await f.auditOf(made.paymentId)).map((a) => a.action)).toContain('confirm-transfer');
    }
    expect((await outboxOf(t.database.db, congress.id)).length).toBe(mailsBefore + 2);
    const lineAudit = await t.database.db
      .select()
      .from(s.auditLog)
      .where(and(eq(s.auditLog.entity, 'bank_statement_line'), eq(s.auditLog.action, 'reconcile-line')));
    expect(lineAudit.map((a) => Number(a.entityId)).sort()).toEqual([...matched].sort());
    // Jean's amount-only line offered Claire's transfer: booked now, it is offered no longer.
    expect((await statementOf(imported.statementId)).lines.map((l) => [l.status, l.note])).toEqual([
      ['confirmed', null],
      ['confirmed', null],
      ['unmatched', 'settled-elsewhere'],
      ['outgoing', null],
    ]);

    const again = await confirm();
    expect(again.json()).toEqual({
      booked: 0,
      failures: matched.map((lineId) => ({ lineId, message: RECONCILE_MESSAGES.lineSettled })),
    });
    expect(await f.invoicesOfPayment(claire.paymentId, 'invoice')).toHaveLength(1);
    expect((await outboxOf(t.database.db, congress.id)).length).toBe(mailsBefore + 2);
  });

  it('shows partial and excess payments, and a short transfer puts the registration back to pending', async () => {
    await freshCongress();
    const short = await pendingTransferOf(t, congress, 'Paula');
    const over = await pendingTransferOf(t, congress, 'Oscar');
    const file = englishCsv([
      `${f.today()},${short.reference},Paula Martin,500.00,,GB-1`,
      `${f.today()},${over.reference},Oscar Martin,900.00,,GB-2`,
    ]);
    const imported = (await upload(admin, 'bank.csv', file, { mapping: JSON.stringify(ENGLISH) })).json();
    const statement = await statementOf(imported.statementId);
    expect(statement.lines.map((l) => [l.receipt, l.proposed?.awaitedCents])).toEqual([
      ['partial', 80000],
      ['excess', 80000],
    ]);
    const response = await admin.post(`/api/payments-desk/statement/${imported.statementId}/confirm`, {
      lineIds: statement.lines.map((l) => l.id),
    });
    expect(response.json()).toEqual({ booked: 2, failures: [] });
    expect(
      (await registrationsOf(t.database.db, short.participationId)).map((r) => r.statusRegistration),
    ).toEqual(['pending']);
    expect(
      (await registrationsOf(t.database.db, over.participationId)).map((r) => r.statusRegistration),
    ).toEqual(['confirmed']);
    const after = await statementOf(imported.statementId);
    expect(after.lines.map((l) => [l.status, l.receipt])).toEqual([
      ['confirmed', 'partial'],
      ['confirmed', 'excess'],
    ]);
  });

  it('resolves by hand: an ambiguous line booked to the transfer picked, an unmatched one ignored, once', async () => {
    await freshCongress();
    const first = await pendingTransferOf(t, congress, 'Hugo', '600.00');
    const second = await pendingTransferOf(t, congress, 'Ines', '600.00');
    const elsewhere = await createCongress(t.database.db);
    const stranger = await pendingTransferOf(t, elsewhere, 'Zoe', '600.00');
    const file = englishCsv([
      `${f.today()},Congress fees,Hotel Association,600.00,,GB-1`,
      `${f.today()},Gift,Nobody,5.00,,GB-2`,
    ]);
    const imported = (await upload(admin, 'bank.csv', file, { mapping: JSON.stringify(ENGLISH) })).json();
    const [ambiguous, unmatched] = (await statementOf(imported.statementId)).lines;
    expect(ambiguous?.candidates.map((c) => c.paymentId)).toEqual([first.paymentId, second.paymentId]);
    const resolve = (lineId: number, body: object) =>
      admin.post(`/api/payments-desk/statement-line/${lineId}/resolve`, body);

    const foreign = await resolve(ambiguous?.id ?? 0, { action: 'book', paymentId: stranger.paymentId });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(RECONCILE_MESSAGES.paymentNotCandidate);
    const booked = await resolve(ambiguous?.id ?? 0, { action: 'book', paymentId: second.paymentId });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().status).toBe('confirmed');
    expect((await paymentsOf(t.database.db, second.participationId))[0]?.status).toBe('confirmed');
    expect((await paymentsOf(t.database.db, first.participationId))[0]?.status).toBe('pending');
    expect((await resolve(unmatched?.id ?? 0, { action: 'ignore' })).json().status).toBe('ignored');

    const twice = await resolve(ambiguous?.id ?? 0, { action: 'ignore' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(RECONCILE_MESSAGES.lineSettled);
    expect((await statementOf(imported.statementId)).lines.map((l) => l.status)).toEqual([
      'confirmed',
      'ignored',
    ]);
  });

  it('refuses bad files with a clear 400, never a 500', async () => {
    await freshCongress();
    const cases: [string, Buffer, Record<string, string>, string][] = [
      ['scan.pdf', Buffer.from('%PDF-1.7\n...'), {}, RECONCILE_MESSAGES.fileType],
      ['empty.csv', Buffer.alloc(0), {}, RECONCILE_MESSAGES.fileMissing],
      ['broken.xml', Buffer.from('<Document><BkToCstmrStmt>'), {}, RECONCILE_MESSAGES.xmlInvalid],
      ['other.xml', Buffer.from('<?xml version="1.0"?><Invoice/>'), {}, RECONCILE_MESSAGES.xmlNotCamt],
      ['bank.csv', englishCsv([`${f.today()},x,y,1.00,,GB-1`]), {}, RECONCILE_MESSAGES.mappingRequired],
      [
        'bank.csv',
        englishCsv([`${f.today()},x,y,1.00,,GB-1`]),
        { mapping: JSON.stringify({ ...ENGLISH, credit: 'Montant' }) },
        englishText(RECONCILE_MESSAGES.columnMissing, { column: 'Montant' }),
      ],
      [
        'bank.csv',
        englishCsv(['not a date,x,y,1.00,,GB-1']),
        { mapping: JSON.stringify(ENGLISH) },
        englishText(RECONCILE_MESSAGES.badDate, { line: 2, value: 'not a date' }),
      ],
      ['bank.csv', englishCsv([]), { mapping: '{not json' }, RECONCILE_MESSAGES.mappingInvalid],
      [
        'bank.csv',
        englishCsv([]),
        { mapping: JSON.stringify({ ...ENGLISH, delimiter: '|' }) },
        RECONCILE_MESSAGES.mappingInvalid,
      ],
    ];
    for (const [name, data, fields, message] of cases) {
      const response = await upload(admin, name, data, fields);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const extraField = await upload(admin, 'bank.csv', englishCsv([]), { mapping: '{}', other: 'x' });
    // More form fields than the one mapping: multipart's own limit, a 413 in the error shape.
    expect(extraField.statusCode, extraField.body).toBe(413);
    expect(extraField.json()).toMatchObject({ code: 'FST_FIELDS_LIMIT' });
    const hugeMapping = await upload(admin, 'bank.csv', englishCsv([]), {
      mapping: `"${'x'.repeat(10_000)}"`,
    });
    expect(hugeMapping.statusCode, hugeMapping.body).toBe(400);
    const noFile = await admin.post(`/api/payments-desk/congress/${congress.slug}/statements`, {});
    expect(noFile.statusCode).toBe(400);
    const statements = await t.database.db
      .select()
      .from(s.bankStatements)
      .where(eq(s.bankStatements.congressId, congress.id));
    expect(statements).toEqual([]);
  });

  it('two confirmations of the same line at once book it once', async () => {
    await freshCongress();
    const claire = await pendingTransferOf(t, congress, 'Claire');
    const file = englishCsv([`${f.today()},${claire.reference},Claire Martin,800.00,,GB-1`]);
    const imported = (await upload(admin, 'bank.csv', file, { mapping: JSON.stringify(ENGLISH) })).json();
    const [line] = (await statementOf(imported.statementId)).lines;
    const url = `/api/payments-desk/statement/${imported.statementId}/confirm`;
    const results = await Promise.all([
      admin.post(url, { lineIds: [line?.id] }),
      admin.post(url, { lineIds: [line?.id] }),
      admin.post(`/api/payments-desk/statement-line/${line?.id}/resolve`, {
        action: 'book',
        paymentId: claire.paymentId,
      }),
    ]);
    const booked = results.filter((r) => r.statusCode === 200 && (r.json().booked === 1 || r.json().status));
    expect(booked, results.map((r) => r.body).join('\n')).toHaveLength(1);
    expect(await f.invoicesOfPayment(claire.paymentId, 'invoice')).toHaveLength(1);
    expect((await f.auditOf(claire.paymentId)).filter((a) => a.action === 'confirm-transfer')).toHaveLength(
      1,
    );
  });

  it('is for admins of the congress: visualisation may not import, read or confirm', async () => {
    await freshCongress();
    const viewer = await f.staffClient(['ROLE_VISUALISATION'], congress.id);
    const file = englishCsv([`${f.today()},x,y,1.00,,GB-1`]);
    expect((await upload(viewer, 'bank.csv', file, { mapping: JSON.stringify(ENGLISH) })).statusCode).toBe(
      403,
    );
    const imported = (await upload(admin, 'bank.csv', file, { mapping: JSON.stringify(ENGLISH) })).json();
    expect((await viewer.get(`/api/payments-desk/statement/${imported.statementId}`)).statusCode).toBe(403);
    expect((await viewer.get(`/api/payments-desk/congress/${congress.slug}/statements`)).statusCode).toBe(
      403,
    );
    const otherAdmin = await f.staffClient(['ROLE_ADMIN'], (await createCongress(t.database.db)).id);
    expect((await otherAdmin.get(`/api/payments-desk/statement/${imported.statementId}`)).statusCode).toBe(
      403,
    );
    const list = await admin.get(`/api/payments-desk/congress/${congress.slug}/statements`);
    expect(list.json().items).toEqual([
      expect.objectContaining({ id: imported.statementId, open: 1, lineCount: 1 }),
    ]);
  });
});

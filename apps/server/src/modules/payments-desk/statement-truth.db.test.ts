import { RECONCILE_MESSAGES, type TStatement } from '@congress/domain/contracts/reconciliation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskFixtures } from '../../../test/fixtures/desk-fixtures.ts';
import {
  type CongressFixture,
  createCongress,
  paymentsOf,
  TEST_JWT_SECRET,
} from '../../../test/fixtures/payment-fixtures.ts';
import {
  ENGLISH_CSV_MAPPING,
  pendingTransferOf,
  statementSample,
  statementUpload,
} from '../../../test/fixtures/statement-fixtures.ts';
import { createTestContext, type TestClient, type TestContext } from '../../../test/test-app.ts';

/** What the statement screen is told: money out never booked, suggestions as they stand now, reasons. */
describe('a bank statement that tells the truth', () => {
  let t: TestContext;
  let f: ReturnType<typeof deskFixtures>;
  let congress: CongressFixture;
  let admin: TestClient;

  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    f = deskFixtures(t);
  });
  afterAll(() => t.close());

  async function freshCongress() {
    congress = await createCongress(t.database.db);
    admin = await f.staffClient(['ROLE_ADMIN'], congress.id);
  }
  const post = (path: string, name: string, data: Buffer, fields: Record<string, string> = {}) =>
    admin.request({
      method: 'POST',
      url: `/api/payments-desk/congress/${congress.slug}/${path}`,
      ...statementUpload(name, data, fields),
    });
  const statementOf = async (id: number) => {
    const response = await admin.get(`/api/payments-desk/statement/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TStatement;
  };
  const englishCsv = (rows: string[]) =>
    Buffer.from(`Date,Description,Payer,Credit,Debit,Bank reference\n${rows.join('\n')}\n`);
  const importEnglish = async (name: string, rows: string[]) => {
    const response = await post('statements', name, englishCsv(rows), {
      mapping: JSON.stringify(ENGLISH_CSV_MAPPING),
    });
    expect(response.statusCode, response.body).toBe(200);
    return statementOf(response.json().statementId);
  };

  it('an ING export is recognised; its fees stay money out and are never booked, even to a transfer of that amount', async () => {
    await freshCongress();
    const ana = await pendingTransferOf(t, congress, 'Ana', '600.00');
    const fee = await pendingTransferOf(t, congress, 'Kees', '1.25');
    const day = f.today().replace(/-/g, '');
    const file = statementSample('ing-nl.csv', {
      '{{REF_A}}': ana.reference,
      '20200213': day,
      '20200214': day,
    });
    const preview = await post('statements/csv-preview', 'ing.csv', file);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ preset: 'ing-nl', mapping: { direction: 'Af Bij' } });

    const imported = await post('statements', 'ing.csv', file, {
      mapping: JSON.stringify(preview.json().mapping),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({
      matched: 1,
      ambiguous: 0,
      unmatched: 1,
      outgoing: 2,
      alreadyImported: 0,
    });
    const statement = await statementOf(imported.json().statementId);
    expect(statement.lineCount).toBe(4);
    const outgoing = statement.lines.filter((line) => line.status === 'outgoing');
    expect(outgoing.map((line) => [line.amountCents, line.candidates, line.proposed])).toEqual([
      [-125, [], null],
      [-31, [], null],
    ]);

    const [first] = outgoing;
    const booked = await admin.post(`/api/payments-desk/statement-line/${first?.id}/resolve`, {
      action: 'book',
      paymentId: fee.paymentId,
    });
    expect(booked.statusCode).toBe(409);
    expect(booked.json().message).toBe(RECONCILE_MESSAGES.lineOutgoing);
    const confirmed = await admin.post(`/api/payments-desk/statement/${statement.id}/confirm`, {
      lineIds: outgoing.map((line) => line.id),
    });
    expect(confirmed.json()).toEqual({
      booked: 0,
      failures: outgoing.map((line) => ({ lineId: line.id, message: RECONCILE_MESSAGES.lineOutgoing })),
    });
    expect((await paymentsOf(t.database.db, fee.participationId))[0]?.status).toBe('pending');
  });

  it('money booked from one statement is offered no longer on another', async () => {
    await freshCongress();
    const ana = await pendingTransferOf(t, congress, 'Ana', '600.00');
    const first = await importEnglish('monday.csv', [
      `${f.today()},${ana.reference},Ana Martin,600.00,,GB-1`,
    ]);
    const second = await importEnglish('tuesday.csv', [
      `${f.today()},Again ${ana.reference},Ana Martin,600.00,,GB-77`,
    ]);
    const [waiting] = second.lines;
    // Named first by Monday's line, the transfer is only a candidate here, with the reason said.
    expect(waiting).toMatchObject({ status: 'ambiguous', note: 'proposed-elsewhere' });
    expect(waiting?.candidates.map((c) => c.paymentId)).toEqual([ana.paymentId]);

    const confirm = await admin.post(`/api/payments-desk/statement/${first.id}/confirm`, {
      lineIds: first.lines.map((line) => line.id),
    });
    expect(confirm.json()).toEqual({ booked: 1, failures: [] });
    const after = (await statementOf(second.id)).lines[0];
    expect(after).toMatchObject({
      status: 'unmatched',
      note: 'settled-elsewhere',
      candidates: [],
      proposed: null,
    });
  });

  it('an ambiguous line says why: the amount and name of two people, or the amount alone', async () => {
    await freshCongress();
    await pendingTransferOf(t, congress, 'Ana', '600.00');
    await pendingTransferOf(t, congress, 'Ana', '600.00');
    const statement = await importEnglish('bank.csv', [
      `${f.today()},Congress,Ana Martin,600.00,,GB-1`,
      `${f.today()},Congress,Someone Else,600.00,,GB-2`,
    ]);
    expect(statement.lines.map((line) => [line.status, line.note, line.candidates.length])).toEqual([
      ['ambiguous', 'amount-name-shared', 2],
      ['ambiguous', 'amount-only', 2],
    ]);
  });
});

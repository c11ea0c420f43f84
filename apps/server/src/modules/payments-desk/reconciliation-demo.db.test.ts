import { readFileSync } from 'node:fs';
import type { TCsvPreview, TStatement } from '@congress/domain/contracts/reconciliation';
import type { TTransferList } from '@congress/domain/contracts/payments-desk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GROUP_PLACES } from '../../../seed/demo-group.ts';
import { createUser, signIn } from '../../../test/fixtures/auth-fixtures.ts';
import { statementUpload } from '../../../test/fixtures/statement-fixtures.ts';
import {
  createClient,
  createTestContext,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';
import { readStatementLines, readStatementText } from './statement-file.ts';

const demoFile = (name: string) => readFileSync(new URL(`../../../seed/statements/${name}`, import.meta.url));

/**
 * The demo statements (seed/statements) against the demo's pending transfers: Ana Silva matched by
 * amount and name, the Le Bristol 600.00 ambiguous between Ana Silva and Camille Dubois, Jean Dupont
 * unmatched, the fees left out; the CSV says the same as the camt.053.
 */
describe('the demo bank statements', () => {
  let t: TestContext;
  let admin: TestClient;
  beforeAll(async () => {
    t = await createTestContext();
    admin = createClient(t.app);
    const account = await createUser(t.database.db, { roles: ['ROLE_ADMIN'], grants: ['demo'] });
    expect((await signIn(admin, account, 'user')).statusCode).toBe(200);
  });
  afterAll(() => t.close());

  const post = (url: string, data: Buffer, fields: Record<string, string> = {}) =>
    admin.request({ method: 'POST', url, ...statementUpload('demo', data, fields) });

  it('the CSV, mapped as proposed, matches one, leaves one ambiguous and one unmatched; booked by hand', async () => {
    const csv = demoFile('demo-statement.csv');
    const camt = demoFile('demo-camt053.xml');
    const read = (data: Buffer, mapping: TCsvPreview['mapping']) =>
      readStatementLines(readStatementText(data), mapping, 'EUR').lines.map((l) => [
        l.bookedOn,
        l.amountCents,
        l.counterparty?.toUpperCase(),
      ]);

    const preview = (
      await post('/api/payments-desk/congress/demo/statements/csv-preview', csv)
    ).json() as TCsvPreview;
    expect(preview.mapping).toMatchObject({ delimiter: ';', decimal: ',', amount: 'Montant' });
    expect(read(csv, preview.mapping)).toEqual(read(camt, null));

    const imported = await post('/api/payments-desk/congress/demo/statements', csv, {
      mapping: JSON.stringify(preview.mapping),
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ matched: 1, ambiguous: 1, unmatched: 1, outgoing: 1 });
    const statement = (
      await admin.get(`/api/payments-desk/statement/${imported.json().statementId}`)
    ).json() as TStatement;
    const [ana, bristol, jean] = statement.lines;
    expect(ana?.proposed).toMatchObject({ name: 'Ana Silva', awaitedCents: 60000 });
    expect(bristol?.candidates.map((c) => c.name)).toEqual(['Ana Silva', 'Camille Dubois']);
    expect(jean).toMatchObject({ status: 'unmatched', counterparty: 'JEAN DUPONT' });

    const confirmed = await admin.post(`/api/payments-desk/statement/${statement.id}/confirm`, {
      lineIds: [ana?.id],
    });
    expect(confirmed.json()).toEqual({ booked: 1, failures: [] });
    const camille = bristol?.candidates.find((c) => c.name === 'Camille Dubois');
    const booked = await admin.post(`/api/payments-desk/statement-line/${bristol?.id}/resolve`, {
      action: 'book',
      paymentId: camille?.paymentId,
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const transfers = (await admin.get('/api/payments-desk/congress/demo/transfers')).json() as TTransferList;
    // Only the demo group's transfer is still awaited: one payment per place, under its reference.
    expect(transfers.total).toBe(DEMO_GROUP_PLACES);
    expect(transfers.items.every((item) => /^DEMO-G[A-Z2-9]{6}-\d$/.test(item.reference))).toBe(true);
  });
});

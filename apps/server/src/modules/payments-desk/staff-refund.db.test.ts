import type { TParticipation } from '@congress/domain/contracts/participations';
import { STAFF_REFUND_MESSAGES, type TStaffRefundOffer } from '@congress/domain/contracts/staff-refunds';
import type { TDocumentList } from '@congress/domain/contracts/invoices';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs, insertStaff, manageBodyOf } from '../../../test/fixtures/booking-fixtures.ts';
import { deliverOutbox } from '../../../test/outbox-delivery.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import * as s from '../../db/schema/index.ts';

/**
 * Decisions 43: a credit staff made (a change, a cancellation) is refunded by staff,
 * by transfer or to the card through the offline provider, with credit notes, an audit entry and the
 * refund-completed e-mail; twice at once refunds once; nothing owed answers 409.
 */
describe('staff refunds of any credit', () => {
  let t: TestContext;
  let smtp: SmtpCapture;
  let admin: Awaited<ReturnType<typeof clientAs>>;

  const idOf = async (email: string) => {
    const [row] = await t.database.db
      .select({ id: s.participations.id })
      .from(s.participations)
      .innerJoin(s.participants, eq(s.participants.id, s.participations.mainParticipantId))
      .where(eq(s.participants.email, email));
    if (!row) throw new Error(`no participation of ${email}`);
    return row.id;
  };
  const load = async (id: number) =>
    (await admin.get(`/api/admin/participation/${id}`)).json() as TParticipation;
  const save = async (id: number, change: Record<string, unknown>) => {
    const response = await admin.put(`/api/admin/participation/${id}`, {
      ...manageBodyOf(await load(id)),
      ...change,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const offer = async (id: number) =>
    (await admin.get(`/api/payments-desk/participation/${id}/refund`)).json() as TStaffRefundOffer;
  const refund = (id: number, method: string, amountCents: number) =>
    admin.post(`/api/payments-desk/participation/${id}/refund`, { method, amountCents });
  const refundsOf = (id: number) =>
    t.database.db
      .select()
      .from(s.payments)
      .where(and(eq(s.payments.participationId, id), eq(s.payments.kind, 'refund')));
  const creditNoteText = async (participationId: number, paymentId: number) => {
    const documents = (await admin.get(`/api/invoice/documents/${participationId}`)).json() as TDocumentList;
    const note = documents.items.find((d) => d.kind === 'credit_note' && d.paymentId === paymentId);
    if (!note) throw new Error('no credit note');
    const file = await admin.get(`/api/invoice/document/${note.id}`);
    expect(file.headers['content-type']).toBe('application/pdf');
    return pdfText(file.rawPayload);
  };
  const auditOf = (participationId: number) =>
    t.database.db
      .select()
      .from(s.auditLog)
      .where(
        and(
          eq(s.auditLog.action, 'staff-refund'),
          eq(s.auditLog.entity, 'participation'),
          eq(s.auditLog.entityId, String(participationId)),
        ),
      );

  beforeAll(async () => {
    t = await createTestContext();
    smtp = await startSmtpCapture();
    admin = await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN'));
  });
  afterAll(async () => {
    await smtp.close();
    await t.close();
  });

  it('refunds by bank transfer what a staff change made owing (Kenji without his companion)', async () => {
    const id = await idOf('member6@demo.test');
    const before = await load(id);
    expect(before.statement.creditCents).toBe(0);
    await save(id, { companion: null });
    const owed = (await load(id)).statement.creditCents;
    expect(owed).toBeGreaterThan(0);
    // The desk's refund tab lists it though no request asks it back.
    const listed = await admin.get('/api/payments-desk/congress/demo/refunds');
    expect(listed.json().owed).toContainEqual(
      expect.objectContaining({ participationId: id, owedCents: owed }),
    );
    expect(await offer(id)).toMatchObject({ owedCents: owed, cardRefundableCents: owed });

    const response = await refund(id, 'bank_transfer', owed);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ refundedCents: owed, remainingCents: 0, completed: true });
    const [made] = await refundsOf(id);
    expect(made).toMatchObject({ method: 'bank_transfer', status: 'confirmed', amountCents: owed });
    const money = `€${(owed / 100).toFixed(2)}`;
    expect(await creditNoteText(id, made?.id ?? 0)).toContain(money.replace('€', ''));
    expect(await auditOf(id)).toHaveLength(1);
    expect((await load(id)).statement).toMatchObject({ dueCents: 0, creditCents: 0 });

    await deliverOutbox(t.database.db, smtp.url, 'no-reply@demo.test');
    const mail = await smtp.waitFor(
      (m) => m.to.includes('member6@demo.test') && /refund/i.test(m.subject ?? ''),
    );
    expect(mail.text).toContain('We have refunded');
    expect(mail.attachments.map((a) => a.filename)).toEqual([expect.stringMatching(/^credit_note_demo/)]);

    // Nothing owed any more: a second refund is refused and makes nothing.
    const again = await refund(id, 'bank_transfer', owed);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(STAFF_REFUND_MESSAGES.nothingOwed);
    expect(await refundsOf(id)).toHaveLength(1);
  });

  it('refunds a staff-cancelled paid participation to the card through the offline provider (Inès)', async () => {
    const id = await idOf('switched@demo.test');
    await save(id, { statusRegistration: 'cancelled' });
    const owed = (await load(id)).statement.creditCents;
    expect(owed).toBe(65000);
    expect(await offer(id)).toMatchObject({ owedCents: 65000, cardRefundableCents: 65000 });
    // The amount the dialog showed must still be what is owed.
    expect((await refund(id, 'card', 100)).statusCode).toBe(409);

    const response = await refund(id, 'card', owed);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ refundedCents: 65000, completed: true });
    expect(response.json().creditNoteNumbers).toHaveLength(1);
    const [made] = await refundsOf(id);
    expect(made).toMatchObject({ method: 'card', status: 'confirmed', amountCents: 65000 });
    expect(made?.informationsPayment).toMatchObject({
      providerRefundId: expect.stringMatching(/^re_offline_/),
    });
    const text = await creditNoteText(id, made?.id ?? 0);
    expect(text).toContain('650.00');
    expect(text).toContain(response.json().creditNoteNumbers[0]);
    expect(await auditOf(id)).toHaveLength(1);
    expect((await load(id)).statement).toMatchObject({ dueCents: 0, creditCents: 0 });

    await deliverOutbox(t.database.db, smtp.url, 'no-reply@demo.test');
    const mail = await smtp.waitFor(
      (m) => m.to.includes('switched@demo.test') && /refund of/i.test(m.subject ?? ''),
    );
    expect(mail.subject).toContain('€650');
  });

  it('refunds once when two staff refund at the same time', async () => {
    const id = await idOf('member5@demo.test');
    await save(id, { statusRegistration: 'cancelled' });
    const owed = (await load(id)).statement.creditCents;
    expect(owed).toBeGreaterThan(0);
    const answers = await Promise.all([refund(id, 'cash', owed), refund(id, 'cash', owed)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const made = await refundsOf(id);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ method: 'manual', amountCents: owed });
    expect((await load(id)).statement.dueCents).toBe(0);
  });
});

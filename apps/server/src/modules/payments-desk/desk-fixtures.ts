import { dayInZone } from '@congress/domain/dates';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createClient, type TestClient, type TestContext } from '../../../test/test-app.ts';
import { auditLog, invoices } from '../../db/schema/index.ts';
import {
  type CongressFixture,
  createParticipation,
  createRate,
  createUser,
  signInAs,
} from '../payments/test-fixtures.ts';

/** Desk tests: a congress's staff, and participations brought to a state through the real routes. */
export function deskFixtures(t: TestContext) {
  const db = () => t.database.db;

  async function staffClient(roles: string[], congressId: number): Promise<TestClient> {
    const user = await createUser(db(), roles, congressId);
    const client = createClient(t.app);
    await signInAs(client, user.id);
    return client;
  }

  async function participationWithOwner(congress: CongressFixture, price = '800.00') {
    const rateId = await createRate(db(), congress, { price });
    const participation = await createParticipation(db(), congress, rateId, {
      holdUntil: new Date(t.clock.now.getTime() + 30 * 60_000),
    });
    const owner = createClient(t.app);
    await signInAs(owner, participation.userId);
    return {
      owner,
      participationId: participation.id,
      rateId,
      email: `claire-${participation.userId}@payments.test`,
    };
  }

  /** A participation whose owner chose bank transfer; answers its pending payment and reference. */
  async function pendingTransfer(congress: CongressFixture, price = '800.00') {
    const made = await participationWithOwner(congress, price);
    const response = await made.owner.post('/api/payment/bank-transfer', {
      participation: made.participationId,
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { paymentId: number; reference: string };
    return { ...made, paymentId: body.paymentId, reference: body.reference };
  }

  /** A participation paid by the offline card provider (4242...). */
  async function paidByCard(congress: CongressFixture, price = '800.00') {
    const made = await participationWithOwner(congress, price);
    const { clientSecret } = (
      await made.owner.post('/api/payment/stripe/create', { participation: made.participationId })
    ).json();
    const paid = await made.owner.post('/api/payment/offline/confirm', {
      clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 1,
      expYear: 2031,
      cvc: '123',
      billingName: 'Claire Martin',
      billingEmail: 'claire@payments.test',
    });
    expect(paid.json().status).toBe('succeeded');
    return made;
  }

  const today = () => dayInZone(t.clock.now, 'Europe/Lisbon');

  const invoicesOfPayment = (paymentId: number, kind: 'invoice' | 'credit_note') =>
    db()
      .select()
      .from(invoices)
      .where(and(eq(invoices.paymentId, paymentId), eq(invoices.kind, kind)));

  const auditOf = (entityId: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payment'), eq(auditLog.entityId, String(entityId))));

  return {
    staffClient,
    participationWithOwner,
    pendingTransfer,
    paidByCard,
    today,
    invoicesOfPayment,
    auditOf,
  };
}

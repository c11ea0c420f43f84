import type { TCancellationPolicy } from '@congress/domain/cancellation-policy';
import type { TCancelQuote } from '@congress/domain/contracts/self-cancel';
import { dayInZone } from '@congress/domain/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskFixtures } from '../../../../test/fixtures/desk-fixtures.ts';
import {
  type CongressFixture,
  createCongress,
  createUser,
  outboxOf,
  paymentsOf,
  registrationsOf,
  TEST_JWT_SECRET,
} from '../../../../test/fixtures/payment-fixtures.ts';
import { waitingListsOf } from '../../../../test/fixtures/waiting-list-fixtures.ts';
import { createTestContext, type TestClient, type TestContext } from '../../../../test/test-app.ts';
import { congresses, participationListSummary, rates, waitingListEntries } from '../../../db/schema/index.ts';

const DAY = 86_400_000;

/** Self-service cancellation under the congress's policy (decisions 48), through the API. */
describe('a participant cancels under the congress policy', () => {
  let t: TestContext;
  let f: ReturnType<typeof deskFixtures>;
  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    f = deskFixtures(t);
  });
  afterAll(() => t.close());

  /** A day from today (the test clock starts at the real time), in the congress's zone. */
  const day = (offset: number) => dayInZone(new Date(Date.now() + offset * DAY), 'Europe/Lisbon');
  const FREE: TCancellationPolicy = {
    steps: [{ until: day(10), feePercent: 0 }],
    afterLastStep: 'closed',
    needsApproval: false,
  };
  const HALF: TCancellationPolicy = {
    steps: [
      { until: day(-1), feePercent: 0 },
      { until: day(10), feePercent: 50 },
    ],
    afterLastStep: 'no_refund',
    needsApproval: false,
  };
  const NOTHING: TCancellationPolicy = { ...HALF, steps: [{ until: day(-1), feePercent: 0 }] };
  const CLOSED: TCancellationPolicy = { ...NOTHING, afterLastStep: 'closed' };

  async function congressWith(
    policy: TCancellationPolicy | null,
    options: { cardRefundsNeedApproval?: boolean } = {},
  ) {
    const congress = await createCongress(t.database.db, options);
    if (policy === null) return congress;
    await t.database.db
      .update(congresses)
      .set({ cancellationPolicy: policy })
      .where(eq(congresses.id, congress.id));
    return congress;
  }

  const quoteOf = async (owner: TestClient, id: number) => {
    const response = await owner.get(`/api/participation/${id}/cancel`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TCancelQuote;
  };
  const cancel = (owner: TestClient, id: number, version: number) =>
    owner.post(`/api/participation/${id}/cancel`, { version });
  const summaryOf = async (id: number) =>
    (
      await t.database.db
        .select()
        .from(participationListSummary)
        .where(eq(participationListSummary.participationId, id))
    )[0];

  it.each([
    ['free', FREE, 0, 80000],
    ['50 %', HALF, 40000, 40000],
    ['nothing refunded', NOTHING, 80000, 0],
  ] as const)(
    'quotes and cancels at the %s step; the card refund goes through at once with its credit note',
    async (_name, policy, fee, refund) => {
      const congress = await congressWith(policy, { cardRefundsNeedApproval: false });
      const paid = await f.paidByCard(congress, '800.00');
      const quote = await quoteOf(paid.owner, paid.participationId);
      expect(quote).toMatchObject({ isOpen: true, paidCents: 80000, feeCents: fee, refundCents: refund });

      const response = await cancel(paid.owner, paid.participationId, quote.version);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        outcome: 'cancelled',
        quote: { isCancelled: true, feeCents: fee, refund: { refundedCents: refund, requestedCents: 0 } },
      });
      const registrations = await registrationsOf(t.database.db, paid.participationId);
      expect(registrations.map((r) => r.statusRegistration)).toEqual(['cancelled']);
      const refunds = (await paymentsOf(t.database.db, paid.participationId)).filter(
        (p) => p.kind === 'refund',
      );
      expect(refunds.map((r) => [r.status, r.amountCents])).toEqual(
        refund > 0 ? [['confirmed', refund]] : [],
      );
      if (refund > 0) {
        const notes = await f.invoicesOfPayment(refunds[0]!.id, 'credit_note');
        expect(notes).toHaveLength(1);
      }
      // The statement adds up: the fee is the price, nothing is due, nothing is owed.
      const mine = (await paid.owner.get(`/api/participation/mine/congress/${congress.slug}`)).json();
      expect(mine.statement).toMatchObject({ priceCents: fee, dueCents: 0, creditCents: 0 });
      expect(await summaryOf(paid.participationId)).toMatchObject({
        dueCents: 0,
        registrationStatus: 'cancelled',
      });
      const mails = await outboxOf(t.database.db, congress.id);
      const mail = mails.find((m) => m.purpose === 'self-cancel-cancelled');
      expect(mail?.text).toContain(`${t.config.publicUrl}/${congress.slug}/dashboard/user/home`);
      // Cancelled stays cancelled.
      expect((await cancel(paid.owner, paid.participationId, response.json().quote.version)).statusCode).toBe(
        409,
      );
    },
    // The first credit note of the process loads its fonts: slow on PGlite on a busy machine.
    90_000,
  );

  it('leaves a transfer refund to staff at the refunds desk, and a stale version changes nothing', async () => {
    const congress = await congressWith(HALF);
    const admin = await f.staffClient(['ROLE_ADMIN'], congress.id);
    const made = await f.pendingTransfer(congress, '600.00');
    const received = await admin.post(`/api/payments-desk/transfer/${made.paymentId}/received`, {
      amount: '600.00',
      receivedOn: f.today(),
    });
    expect(received.statusCode, received.body).toBe(200);
    const quote = await quoteOf(made.owner, made.participationId);
    expect(quote).toMatchObject({ feeCents: 30000, refundCents: 30000 });

    const stale = await cancel(made.owner, made.participationId, quote.version - 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('VERSION_CONFLICT');
    expect((await registrationsOf(t.database.db, made.participationId))[0]?.statusRegistration).not.toBe(
      'cancelled',
    );

    const done = await cancel(made.owner, made.participationId, quote.version);
    expect(done.json()).toMatchObject({ quote: { refund: { requestedCents: 30000, refundedCents: 0 } } });
    const request = (await paymentsOf(t.database.db, made.participationId)).find((p) => p.kind === 'refund');
    expect(request).toMatchObject({ status: 'pending', amountCents: 30000, method: 'bank_transfer' });
    const desk = (await admin.get(`/api/payments-desk/congress/${congress.slug}/refunds`)).json();
    // The desk says the refund follows a cancellation, and what fee it keeps.
    expect(desk.items.find((i: { paymentId: number }) => i.paymentId === request?.id)).toMatchObject({
      amountCents: 30000,
      cancellation: { feeCents: 30000 },
    });
  });

  it('writes off an unpaid transfer: nothing charged, nothing due', async () => {
    const congress = await congressWith(NOTHING);
    const made = await f.pendingTransfer(congress, '500.00');
    const quote = await quoteOf(made.owner, made.participationId);
    expect(quote).toMatchObject({ paidCents: 0, feeCents: 0, refundCents: 0 });
    expect((await cancel(made.owner, made.participationId, quote.version)).statusCode).toBe(200);
    const transfer = (await paymentsOf(t.database.db, made.participationId))[0];
    expect(transfer?.status).toBe('cancelled');
    expect(await summaryOf(made.participationId)).toMatchObject({
      dueCents: 0,
      paymentStatus: 'nothing_due',
    });
  });

  it('refuses when the policy closes self-cancellation (the default too)', async () => {
    // null: the column's default, as every congress has it before its organisers set steps.
    for (const policy of [CLOSED, null]) {
      const congress = await congressWith(policy);
      const paid = await f.paidByCard(congress);
      const quote = await quoteOf(paid.owner, paid.participationId);
      expect(quote).toMatchObject({ isOpen: false, stage: { kind: 'closed' } });
      const refused = await cancel(paid.owner, paid.participationId, quote.version);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toMatch(/closed/);
    }
  });

  it('waits for staff when they must approve; they refuse, then approve', async () => {
    const congress = await congressWith({ ...HALF, needsApproval: true });
    const admin = await f.staffClient(['ROLE_ADMIN'], congress.id);
    const paid = await f.paidByCard(congress);
    const quote = await quoteOf(paid.owner, paid.participationId);
    const asked = await cancel(paid.owner, paid.participationId, quote.version);
    expect(asked.json()).toMatchObject({
      outcome: 'requested',
      quote: { isCancelled: false, request: { feeCents: 40000, refundCents: 40000, feePercent: 50 } },
    });
    expect((await cancel(paid.owner, paid.participationId, asked.json().quote.version)).statusCode).toBe(409);
    // The participant cannot decide; staff name the version they read.
    const url = `/api/admin/participation/${paid.participationId}/cancel-request`;
    const version = asked.json().quote.version;
    expect((await paid.owner.post(url, { version, approve: true })).statusCode).toBe(403);
    expect((await admin.post(url, { version: version - 1, approve: true })).statusCode).toBe(409);

    const refused = await admin.post(url, { version, approve: false });
    expect(refused.json()).toMatchObject({ request: null, isCancelled: false });
    const again = await cancel(paid.owner, paid.participationId, refused.json().version);
    const approved = await admin.post(url, { version: again.json().quote.version, approve: true });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ isCancelled: true, feeCents: 40000, request: null });
    const request = (await paymentsOf(t.database.db, paid.participationId)).find((p) => p.kind === 'refund');
    // The congress wants card refunds approved (the fixture's default): the refunds desk has it.
    expect(request).toMatchObject({ status: 'pending', amountCents: 40000 });
    const purposes = (await outboxOf(t.database.db, congress.id)).map((m) => m.purpose);
    expect(purposes).toEqual(
      expect.arrayContaining(['self-cancel-requested', 'self-cancel-refused', 'self-cancel-cancelled']),
    );
  });

  it('frees the place: the waiting-list sweep offers it to the next in line', async () => {
    const congress = await congressWith(FREE);
    const paid = await f.paidByCard(congress);
    await t.database.db.update(rates).set({ quota: 1 }).where(eq(rates.id, paid.rateId));
    const next = await createUser(t.database.db);
    await t.database.db.insert(waitingListEntries).values({
      congressId: congress.id,
      rateId: paid.rateId,
      userId: next.id,
      position: 1,
    });
    const lists = waitingListsOf(t);
    await lists.sweep();
    const entry = () =>
      t.database.db.select().from(waitingListEntries).where(eq(waitingListEntries.userId, next.id));
    expect((await entry())[0]?.status).toBe('waiting');

    const quote = await quoteOf(paid.owner, paid.participationId);
    expect((await cancel(paid.owner, paid.participationId, quote.version)).statusCode).toBe(200);
    await lists.sweep();
    expect((await entry())[0]?.status).toBe('offered');
  });

  it('answers 403 to anyone but the owner and the congress admins', async () => {
    const congress: CongressFixture = await congressWith(FREE);
    const paid = await f.paidByCard(congress);
    const other = await f.staffClient(['ROLE_USER'], congress.id);
    expect((await other.get(`/api/participation/${paid.participationId}/cancel`)).statusCode).toBe(403);
  });
});

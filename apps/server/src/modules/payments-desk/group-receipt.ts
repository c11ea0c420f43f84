import {
  DESK_MESSAGES,
  recordedMoneyMessage,
  type TMarkReceivedResponse,
  type ZMarkReceivedRequest,
} from '@congress/domain/contracts/payments-desk';
import { groupPaymentOf } from '@congress/domain/groups/group-payment';
import { splitGroupReceipt } from '@congress/domain/groups/group-money';
import { toCents } from '@congress/domain/money';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { asRecord } from '../../lib/as-record.ts';
import { enqueueEmails } from '../../lib/mail/outbox.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { ParticipationAggregate, ParticipationPayment } from '../booking/booking.service.ts';
import type { DeskAccess } from './desk-access.ts';
import type { DeskModules } from './desk-deps.ts';
import {
  assertReceivedOn,
  RECEIPT_MESSAGES,
  receiptOutcome,
  type Settled,
  settleRecordedCharge,
} from './desk-settle.ts';

type MarkReceived = z.output<typeof ZMarkReceivedRequest>;
type Deps = { db: Database; clock: () => Date; access: DeskAccess } & Pick<
  DeskModules,
  'booking' | 'invoices' | 'payments'
>;

const actorOf = (session: SessionSubject) => ({ kind: session.kind, id: session.id, email: session.email });

/**
 * A group's one bank transfer arrived (decisions 49): the amount is split over its places' pending
 * transfers in place order, each due filled before the next (group-money.ts), each confirmed with
 * its share and settled as a transfer of its own (registrations, invoice), all in one transaction.
 * A short transfer leaves the places it does not reach awaiting theirs.
 */
export async function markGroupReceived(
  deps: Deps,
  session: SessionSubject,
  paymentId: number,
  input: MarkReceived,
  alsoInTransaction?: (tx: Transaction) => Promise<void>,
): Promise<TMarkReceivedResponse> {
  const { payment } = await deps.access.payment(session, paymentId, DESK_MESSAGES.transferNotFound);
  const group = groupPaymentOf(payment);
  if (!group || payment.kind !== 'charge' || payment.method !== 'bank_transfer')
    throw new AppError('NOT_FOUND', DESK_MESSAGES.transferNotFound);
  return deps.db.transaction(async (tx) => {
    const now = deps.clock();
    const pending: Array<{ agg: ParticipationAggregate; transfer: ParticipationPayment }> = [];
    for (const place of await deps.booking.listGroupPlaces(tx, group.groupId)) {
      const agg = await deps.booking.findParticipationAggregate(tx, place.participationId, {
        forUpdate: true,
      });
      const transfer = agg?.payments.find(
        (p) =>
          p.status === 'pending' &&
          p.method === 'bank_transfer' &&
          groupPaymentOf(p)?.groupId === group.groupId,
      );
      if (agg && transfer) pending.push({ agg, transfer });
    }
    const lead = pending[0];
    if (!lead) throw new AppError('CONFLICT', DESK_MESSAGES.transferAlreadyReceived);
    await assertReceivedOn(tx, lead.agg.congress, input.receivedOn, now);
    const receivedCents = toCents(input.amount);
    const expectedCents = pending.reduce((total, { transfer }) => total + transfer.amountCents, 0);
    const shares = splitGroupReceipt(
      pending.map(({ transfer }) => ({
        participationId: transfer.participationId,
        dueCents: transfer.amountCents,
      })),
      receivedCents,
    );
    const settled: Settled[] = [];
    const invoices: Array<{ fileId: string | null; content: unknown }> = [];
    for (const share of shares) {
      const item = pending.find(({ transfer }) => transfer.participationId === share.participationId);
      if (!item) continue;
      const confirmed = await deps.payments.confirmReceivedTransfer(
        tx,
        item.transfer.id,
        {
          amountCents: share.amountCents,
          comment: input.comment ?? item.transfer.comment,
          informationsPayment: {
            ...asRecord(item.transfer.informationsPayment),
            expectedCents: item.transfer.amountCents,
            groupReceivedCents: receivedCents,
            receivedOn: input.receivedOn,
            bankReference: input.bankReference ?? null,
            confirmedBy: actorOf(session),
          },
        },
        now,
      );
      if (!confirmed) throw new AppError('CONFLICT', DESK_MESSAGES.transferAlreadyReceived);
      settled.push(await settleRecordedCharge(deps, tx, share.participationId, confirmed, now));
      const invoice = await deps.invoices.findDocumentOfPayment(tx, confirmed.id, 'invoice');
      if (invoice) invoices.push(invoice);
    }
    const payer = await deps.booking.findGroup(tx, group.groupId);
    if (payer) {
      const email = await deps.payments.groupPaidEmail(tx, {
        group: payer,
        congress: lead.agg.congress,
        amountCents: receivedCents,
        invoices,
      });
      if (email) await enqueueEmails(tx, [email]);
    }
    await recordAudit(tx, {
      actor: session,
      congressId: lead.agg.congress.id,
      action: 'confirm-group-transfer',
      entity: 'booking_group',
      entityId: group.groupId,
      before: { reference: group.groupReference, expectedCents },
      after: {
        receivedCents,
        shares,
        receivedOn: input.receivedOn,
        bankReference: input.bankReference ?? null,
        invoiceNumbers: settled.map((s) => s.invoiceNumber),
      },
    });
    await alsoInTransaction?.(tx);
    // What the group still owes, or was paid beyond its dues (the first place's credit).
    const dueCents = expectedCents - receivedCents;
    const outcome = receiptOutcome(dueCents);
    const first = settled[0];
    return {
      paymentId,
      participationId: lead.agg.participation.id,
      expectedCents,
      receivedCents,
      currency: lead.transfer.currency,
      outcome,
      message: recordedMoneyMessage(
        RECEIPT_MESSAGES[outcome],
        dueCents,
        lead.transfer.currency,
        first?.registrationStatus ?? null,
      ),
      amountDueCents: dueCents,
      registrationsConfirmed:
        settled.length === pending.length && settled.every((s) => s.registrationsConfirmed),
      registrationStatus: first?.registrationStatus ?? null,
      invoiceNumber: first?.invoiceNumber ?? null,
    };
  });
}

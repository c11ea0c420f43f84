import { MESSAGES } from '@congress/domain/messages';
import {
  DESK_MESSAGES,
  recordedMoneyMessage,
  type TDeskParticipation,
  type TDeskParticipationList,
  type TManualPaymentResponse,
  type ZManualPaymentRequest,
} from '@congress/domain/contracts/payments-desk';
import { toCents } from '@congress/domain/money';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertStaffCongress } from '../../plugins/auth.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { ParticipationAggregate } from '../booking/booking.service.ts';
import { asRecord } from '../../lib/as-record.ts';
import {
  isMainCancelled,
  mainRegistration,
  pendingTransfer,
  statementOf,
} from '@congress/domain/participation-money';
import type { DeskAccess } from './desk-access.ts';
import type { DeskModules } from './desk-deps.ts';
import { assertReceivedOn, settleRecordedCharge } from './desk-settle.ts';
import { searchParticipationIds } from './payments-desk.repository.ts';

type ManualPayment = z.output<typeof ZManualPaymentRequest>;
const SEARCH_LIMIT = 10;

function toDeskParticipation(agg: ParticipationAggregate): TDeskParticipation {
  const main = mainRegistration(agg);
  const person = main?.participant;
  const statement = statementOf(agg);
  return {
    participationId: agg.participation.id,
    participant: {
      firstName: person?.firstName ?? '',
      lastName: person?.lastName ?? '',
      email: person?.email ?? null,
      memberNumber: person?.memberNumber ?? null,
    },
    rateLabel: agg.rate.label,
    registrationStatus: main?.statusRegistration ?? null,
    currency: agg.congress.currency,
    priceCents: statement.priceCents,
    receivedCents: statement.receivedCents,
    amountDueCents: statement.dueCents,
    pendingTransferReference: pendingTransfer(agg)?.reference ?? null,
    statement,
  };
}

/** Checks inside the locked transaction, so two submits of one form or two admins never both record. */
function assertRecordable(agg: ParticipationAggregate, amountCents: number, requestKey?: string) {
  const isDuplicate =
    requestKey !== undefined &&
    agg.payments.some((p) => asRecord(p.informationsPayment).requestKey === requestKey);
  if (isDuplicate) throw new AppError('CONFLICT', DESK_MESSAGES.manualDuplicate);
  if (isMainCancelled(agg)) throw new AppError('CONFLICT', DESK_MESSAGES.registrationCancelled);
  if (pendingTransfer(agg)) throw new AppError('CONFLICT', DESK_MESSAGES.manualTransferPending);
  const due = statementOf(agg).dueCents;
  if (due <= 0) throw new AppError('CONFLICT', DESK_MESSAGES.manualNothingDue);
  if (amountCents > due)
    throw new AppError('VALIDATION', DESK_MESSAGES.manualMoreThanDue, {
      fields: {
        amount: DESK_MESSAGES.manualMoreThanDue,
      },
    });
}

export function createManualPaymentService(
  deps: { db: Database; clock: () => Date; access: DeskAccess } & Omit<DeskModules, 'congresses'>,
) {
  const { db, clock, access, booking, payments } = deps;

  return {
    /** Participations found by name, e-mail, member number or transfer reference, with what is due. */
    async search(session: SessionSubject, slug: string, search: string): Promise<TDeskParticipationList> {
      const congress = await access.congress(session, slug);
      const ids = await searchParticipationIds(db, congress.id, search, SEARCH_LIMIT);
      const items: TDeskParticipation[] = [];
      for (const id of ids) {
        const agg = await booking.findParticipationAggregate(db, id);
        if (agg) items.push(toDeskParticipation(agg));
      }
      return { items };
    },

    /** Money received another way (cash, cheque, a transfer without a reference): method manual. */
    async record(
      session: SessionSubject,
      participationId: number,
      input: ManualPayment,
    ): Promise<TManualPaymentResponse> {
      return db.transaction(async (tx) => {
        const now = clock();
        const agg = await booking.findParticipationAggregate(tx, participationId, { forUpdate: true });
        if (!agg) throw new AppError('NOT_FOUND', MESSAGES.participationNotFound);
        assertStaffCongress(session, agg.congress.id);
        await assertReceivedOn(tx, agg.congress, input.receivedOn, now);
        const amountCents = toCents(input.amount);
        assertRecordable(agg, amountCents, input.requestKey);
        const payment = await payments.insertPayment(tx, {
          participationId,
          kind: 'charge',
          method: 'manual',
          status: 'confirmed',
          amountCents,
          currency: agg.congress.currency,
          comment: input.comment ?? null,
          informationsPayment: {
            receivedOn: input.receivedOn,
            recordedBy: { kind: session.kind, id: session.id, email: session.email },
            ...(input.requestKey ? { requestKey: input.requestKey } : {}),
          },
          date: now,
          confirmedAt: now,
        });
        const settled = await settleRecordedCharge(deps, tx, participationId, payment, now);
        await recordAudit(tx, {
          actor: session,
          congressId: agg.congress.id,
          action: 'record-manual-payment',
          entity: 'payment',
          entityId: payment.id,
          after: {
            participationId,
            amountCents,
            receivedOn: input.receivedOn,
            comment: input.comment ?? null,
            invoiceNumber: settled.invoiceNumber,
          },
        });
        return {
          paymentId: payment.id,
          participationId,
          amountCents,
          currency: payment.currency,
          ...settled,
          message: recordedMoneyMessage(
            DESK_MESSAGES.manualRecorded,
            settled.amountDueCents,
            payment.currency,
            settled.registrationStatus,
          ),
        };
      });
    },
  };
}

import { invoiceFileName } from '@congress/domain/contracts/invoices';
import { GROUP_MESSAGES, type TGroup } from '@congress/domain/contracts/groups';
import { PAYMENT_MESSAGES } from '@congress/domain/contracts/payments';
import { transferValues } from '@congress/domain/email-values';
import { groupPaymentOf } from '@congress/domain/groups/group-payment';
import { formatMoney } from '@congress/domain/money';
import { FORMAT_LOCALES } from '@congress/domain/i18n/languages';
import { isMainCancelled, openCardPayment, statementOf } from '@congress/domain/participation-money';
import type { Executor, Transaction } from '../../db/database.ts';
import type { OutboxAttachment } from '../../db/schema/index.ts';
import { recipientLanguage } from '../../i18n/recipient-language.ts';
import { translatorFor } from '../../i18n/translators.ts';
import { AppError } from '../../lib/app-error.ts';
import { renderEmail } from '../../lib/mail/email-render.ts';
import { enqueueEmails } from '../../lib/mail/outbox.ts';
import { templateOf } from '../../lib/mail/participant-email.ts';
import { withPersonalLink } from '../../lib/mail/personal-link.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import type { ParticipationAggregate, ParticipationPayment } from '../booking/booking.service.ts';
import type { BankTransferService } from './bank-transfer.service.ts';
import { type RetireDeps, retireCardPayment } from './card-retire.ts';
import type { PaymentsBooking, PaymentsInvoices } from './payment-deps.ts';

type Group = NonNullable<Awaited<ReturnType<PaymentsBooking['findGroup']>>>;

async function placesOf(executor: Executor, booking: PaymentsBooking, group: Group) {
  const rows = await booking.listGroupPlaces(executor, group.id);
  const places: ParticipationAggregate[] = [];
  for (const row of rows) {
    const agg = await booking.findParticipationAggregate(executor, row.participationId);
    if (agg) places.push(agg);
  }
  return places;
}

const groupTransfersOf = (group: Group, places: ParticipationAggregate[]): ParticipationPayment[] =>
  places.flatMap((agg) =>
    agg.payments.filter(
      (p) =>
        p.kind === 'charge' &&
        p.method === 'bank_transfer' &&
        p.status === 'pending' &&
        groupPaymentOf(p)?.groupId === group.id,
    ),
  );

/**
 * One bank transfer for the whole group (decisions 49): each place that owes money gets its pending
 * transfer (the group's reference, numbered by place), all in one transaction; the payer gets one
 * proforma listing every place and one e-mail.
 */
export function createGroupTransferService(
  deps: RetireDeps & {
    booking: PaymentsBooking;
    invoices: PaymentsInvoices;
    bankTransfer: Pick<BankTransferService, 'openTransfer'>;
  },
) {
  const { db, clock, booking, invoices } = deps;

  async function payerLanguage(
    executor: Executor,
    group: Group,
    congress: ParticipationAggregate['congress'],
  ) {
    return recipientLanguage(executor, { userId: group.payerUserId, memberUserId: null }, congress);
  }

  async function chooseInTransaction(tx: Transaction, group: Group): Promise<TGroup> {
    const now = clock();
    const rows = await booking.listGroupPlaces(tx, group.id);
    const opened: ParticipationAggregate[] = [];
    let isNew = false;
    for (const row of rows) {
      const agg = await booking.findParticipationAggregate(tx, row.participationId, { forUpdate: true });
      if (!agg || isMainCancelled(agg)) continue;
      const due = statementOf(agg).dueCents;
      const hasTransfer = groupTransfersOf(group, [agg]).length > 0;
      if (due <= 0 && !hasTransfer) continue;
      const info = {
        groupId: group.id,
        groupReference: group.reference,
        payerName: group.billingName,
        place: row.place,
      };
      const result = await deps.bankTransfer.openTransfer(tx, row.participationId, info);
      isNew ||= result.isNew;
      opened.push(result.agg);
    }
    if (opened.length === 0) throw new AppError('NOTHING_TO_PAY', GROUP_MESSAGES.nothingToPay);
    if (isNew) {
      const places = await placesOf(tx, booking, group);
      const transfers = groupTransfersOf(group, places);
      const lead = places.find((agg) => !isMainCancelled(agg)) ?? opened[0];
      if (!lead) throw new AppError('NOTHING_TO_PAY', GROUP_MESSAGES.nothingToPay);
      const language = await payerLanguage(tx, group, lead.congress);
      const source = { group, places, transfers, language };
      const proforma = await invoices.issueGroupProforma(tx, source, now);
      const to = group.payerEmail;
      if (to) {
        const attachments: OutboxAttachment[] = proforma.fileId
          ? [{ fileId: proforma.fileId, filename: invoiceFileName('proforma', lead.congress.slug) }]
          : [];
        await enqueueEmails(tx, [
          await groupTransferEmail(tx, { to, group, places, transfers, lead, language, attachments }),
        ]);
      }
    }
    return booking.loadGroupView(tx, group, now);
  }

  return {
    /** POST /api/group/:id/bank-transfer. */
    async choose(session: SessionSubject, groupId: number): Promise<TGroup> {
      const group = await booking.assertGroupAccess(session, groupId);
      // An open card payment of the group is cancelled with its provider first: nobody pays twice.
      for (const agg of await placesOf(db, booking, group)) {
        const open = openCardPayment(agg);
        if (open && (await retireCardPayment(deps, open, 'Replaced by a bank transfer')) === 'in-progress')
          throw new AppError('CONFLICT', PAYMENT_MESSAGES.paymentInProgress);
      }
      return db.transaction((tx) => chooseInTransaction(tx, group));
    },

    /** GET /api/group/:id/proforma: the transfer's proforma, or what the group owes now. */
    async proforma(session: SessionSubject, groupId: number): Promise<{ data: Buffer; filename: string }> {
      const group = await booking.assertGroupAccess(session, groupId);
      const places = await placesOf(db, booking, group);
      const lead = places[0];
      if (!lead) throw new AppError('NOT_FOUND', GROUP_MESSAGES.notFound);
      const language = await payerLanguage(db, group, lead.congress);
      const transfers = groupTransfersOf(group, places);
      const data = await invoices.renderGroupProforma(db, { group, places, transfers, language }, clock());
      return { data, filename: invoiceFileName('proforma', lead.congress.slug) };
    },
  };
}
export type GroupTransferService = ReturnType<typeof createGroupTransferService>;

/** The congress's "Transfer instructions" template, written for the payer and the whole group. */
async function groupTransferEmail(
  executor: Executor,
  input: {
    to: string;
    group: Group;
    places: ParticipationAggregate[];
    transfers: ParticipationPayment[];
    lead: ParticipationAggregate;
    language: Parameters<typeof translatorFor>[0];
    attachments: OutboxAttachment[];
  },
) {
  const { lead, language } = input;
  const t = translatorFor(language);
  const template = await templateOf(executor, lead.congress.id, 'Transfer instructions', language);
  const money = (cents: number) =>
    formatMoney(cents, lead.congress.currency, { locale: FORMAT_LOCALES[language] });
  const [first] = [...input.transfers].sort((a, b) => a.id - b.id);
  const amountCents = input.transfers.reduce((total, p) => total + p.amountCents, 0);
  const transfer = {
    ...(first ?? lead.payments[0]),
    amountCents,
    reference: input.group.reference,
    date: first?.date ?? new Date(),
  };
  const sum = (pick: (agg: ParticipationAggregate) => number) =>
    input.places.reduce((total, agg) => total + pick(agg), 0);
  const values = {
    ...transferValues(lead, transfer as ParticipationPayment, t),
    firstName: input.group.billingName,
    lastName: '',
    address: '',
    totalPrice: money(sum((agg) => statementOf(agg).priceCents)),
    amountPaid: money(sum((agg) => statementOf(agg).paidCents)),
    balance: '',
  };
  return {
    congressId: lead.congress.id,
    purpose: 'bank-transfer',
    to: input.to,
    ...withPersonalLink(renderEmail(template, values), language, lead.congress.slug),
    attachments: input.attachments,
  };
}

import { bankDetailsOf } from '@congress/domain/bank-details';
import type { TGroup, TGroupPlace, TGroupSummary } from '@congress/domain/contracts/groups';
import { dayInZone } from '@congress/domain/dates';
import { canNameGroup, groupNamesDueOn } from '@congress/domain/groups/group-rules';
import { groupPaymentOf } from '@congress/domain/groups/group-payment';
import { isMainCancelled, mainRegistration, statementOf } from '@congress/domain/participation-money';
import { transferDueDate } from '@congress/domain/pricing';
import type { ParticipationAggregate } from '../participations/participation-read.repository.ts';
import type { GroupRow } from './groups.repository.ts';

type Congress = ParticipationAggregate['congress'];

/** A place is named once its participant has an owner: the person who was sent their page. */
export const isNamed = (agg: ParticipationAggregate) => {
  const main = mainRegistration(agg)?.participant;
  return Boolean(main && (main.userId !== null || main.memberUserId !== null));
};

function paymentState(agg: ParticipationAggregate): TGroupPlace['paymentState'] {
  if (isMainCancelled(agg)) return 'cancelled';
  const statement = statementOf(agg);
  if (statement.dueCents > 0) return 'unpaid';
  return statement.awaitingTransferCents > 0 ? 'awaiting_transfer' : 'paid';
}

function placeOf(agg: ParticipationAggregate): TGroupPlace {
  const main = mainRegistration(agg);
  const statement = statementOf(agg);
  const state = paymentState(agg);
  const hold = agg.participation.holdExpiresAt;
  return {
    participationId: agg.participation.id,
    place: agg.participation.groupPlace ?? 0,
    person:
      main && isNamed(agg)
        ? {
            firstName: main.participant.firstName,
            lastName: main.participant.lastName,
            email: main.participant.email,
          }
        : null,
    registrationStatus: main?.statusRegistration ?? 'cancelled',
    paymentState: state,
    priceCents: statement.priceCents,
    dueCents: statement.dueCents,
    holdExpiresAt: state === 'unpaid' && hold ? hold.toISOString() : null,
  };
}

export function namesDueOnOf(group: GroupRow, congress: Congress): string {
  return groupNamesDueOn(congress, dayInZone(group.createdAt, congress.timeZone));
}

/** The group as its payer reads it: each place, what the group owes and the transfer asked for. */
export function groupView(group: GroupRow, places: ParticipationAggregate[], now: Date): TGroup {
  const first = places[0];
  if (!first) throw new Error('a group without places');
  const { congress } = first;
  const sum = (pick: (agg: ParticipationAggregate) => number) =>
    places.reduce((total, agg) => total + pick(agg), 0);
  const transfers = places.flatMap((agg) =>
    agg.payments.filter(
      (p) =>
        p.kind === 'charge' &&
        p.method === 'bank_transfer' &&
        p.status === 'pending' &&
        groupPaymentOf(p)?.groupId === group.id,
    ),
  );
  const firstTransfer = transfers.sort((a, b) => a.date.getTime() - b.date.getTime())[0];
  const holds = places
    .filter((agg) => !isMainCancelled(agg) && agg.participation.holdExpiresAt !== null)
    .map((agg) => agg.participation.holdExpiresAt?.getTime() ?? 0);
  const namesDueOn = namesDueOnOf(group, congress);
  return {
    id: group.id,
    congressSlug: congress.slug,
    congressLabel: congress.label,
    timeZone: congress.timeZone,
    currency: congress.currency,
    reference: group.reference,
    rate: { id: first.rate.id, label: first.rate.label, hotel: first.hotel.name },
    billingName: group.billingName,
    createdAt: group.createdAt.toISOString(),
    namesDueOn,
    canName: canNameGroup(namesDueOn, dayInZone(now, congress.timeZone)),
    holdExpiresAt: holds.length > 0 ? new Date(Math.min(...holds)).toISOString() : null,
    places: places.map(placeOf).sort((a, b) => a.place - b.place),
    totals: {
      priceCents: sum((agg) => statementOf(agg).priceCents),
      paidCents: sum((agg) => statementOf(agg).paidCents),
      awaitingTransferCents: sum((agg) => statementOf(agg).awaitingTransferCents),
      dueCents: sum((agg) => Math.max(0, statementOf(agg).dueCents)),
    },
    transfer: firstTransfer
      ? {
          reference: group.reference,
          amountCents: transfers.reduce((total, p) => total + p.amountCents, 0),
          dueDate: dayInZone(transferDueDate(firstTransfer.date), congress.timeZone),
        }
      : null,
    bankDetails: bankDetailsOf(congress),
  };
}

export function groupSummary(view: TGroup): TGroupSummary {
  return {
    id: view.id,
    reference: view.reference,
    rate: view.rate,
    billingName: view.billingName,
    namesDueOn: view.namesDueOn,
    currency: view.currency,
    totals: view.totals,
    places: view.places.filter((place) => place.registrationStatus !== 'cancelled').length,
    named: view.places.filter((place) => place.person !== null && place.registrationStatus !== 'cancelled')
      .length,
  };
}

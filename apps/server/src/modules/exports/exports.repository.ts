import type { ParticipationPaymentStatus } from '@congress/domain/payment-status';
import { type AnyColumn, and, asc, eq, gt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/database.ts';
import {
  congresses,
  hotels,
  invoices,
  participants,
  participantTypes,
  participationListSummary,
  participations,
  payments,
  rates,
  registrations,
} from '../../db/schema/index.ts';

/**
 * Reads for the exports, one page at a time (keyset on ids), so a large congress never sits in
 * memory at once. Passport and medical columns are never selected (decisions 30).
 */

export type ExportCongress = { id: number; slug: string; currency: string; timeZone: string };

export async function findExportCongress(db: Executor, congressId: number): Promise<ExportCongress | null> {
  const [row] = await db
    .select({
      id: congresses.id,
      slug: congresses.slug,
      currency: congresses.currency,
      timeZone: congresses.timeZone,
    })
    .from(congresses)
    .where(eq(congresses.id, congressId));
  return row ?? null;
}

/** Restricts to a resolved filter: one text parameter cast to int[], whatever the number of ids. */
const amongIds = (column: AnyColumn, ids: readonly number[] | null) =>
  ids === null ? undefined : sql`${column} = any(${`{${ids.join(',')}}`}::int[])`;

export type ExportPerson = {
  id: number;
  title: string | null;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  memberNumber: string | null;
  section: string | null;
  workingHotel: string | null;
  country: string | null;
  billingInformation: string | null;
  comment: string | null;
  goodies: string[];
  isAccompanying: boolean;
};

export type ExportRegistration = {
  participationId: number;
  position: number;
  statusRegistration: string;
  statusComment: string | null;
  roomOption: string;
  hotelId: number;
  hotelName: string;
  arrivalDate: string | null;
  arrivalTime: string | null;
  arrivalOrigin: string | null;
  arrivalTransportNumber: string | null;
  arrivalNote: string | null;
  departureDate: string | null;
  departureTime: string | null;
  departureDestination: string | null;
  departureTransportNumber: string | null;
  departureNote: string | null;
  person: ExportPerson;
};

export type ExportPayment = {
  id: number;
  participationId: number;
  kind: 'charge' | 'refund';
  method: 'card' | 'bank_transfer' | 'manual';
  status: 'pending' | 'confirmed' | 'denied' | 'cancelled';
  amountCents: number;
  currency: string;
  date: Date;
};

export type ExportParticipation = {
  id: number;
  createdAt: Date;
  paymentMethodChoice: string | null;
  accompanyingFirstName: string | null;
  accompanyingLastName: string | null;
  accompanyingMemberNumber: string | null;
  rate: {
    label: string;
    roomOption: string;
    isEarlyBird: boolean;
    secondParticipantType: 'member' | 'accompany' | null;
    firstParticipantPrice: string;
    secondParticipantPrice: string | null;
  };
  typeLabel: string | null;
  /** The extra nights booked, priced (decisions 46). */
  extraNights: { night: string; priceCents: number }[];
  /** A cancelled participation's price: the fee kept on a self-cancellation (decisions 48). */
  cancellationFeeCents: number;
  registrations: ExportRegistration[];
  payments: ExportPayment[];
};

/** A registration of the page with its person, as one JSON object built by the database. */
const registrationJson = sql`json_build_object(
  'participationId', rg.participation_id, 'position', rg.position,
  'statusRegistration', rg.status_registration, 'statusComment', rg.status_comment,
  'roomOption', rg.room_option, 'hotelId', rg.hotel_id, 'hotelName', h.name,
  'arrivalDate', rg.arrival_date, 'arrivalTime', rg.arrival_time, 'arrivalOrigin', rg.arrival_origin,
  'arrivalTransportNumber', rg.arrival_transport_number, 'arrivalNote', rg.arrival_note,
  'departureDate', rg.departure_date, 'departureTime', rg.departure_time,
  'departureDestination', rg.departure_destination,
  'departureTransportNumber', rg.departure_transport_number, 'departureNote', rg.departure_note,
  'person', json_build_object(
    'id', pp.id, 'title', pp.title, 'firstName', pp.first_name, 'lastName', pp.last_name,
    'email', pp.email, 'phone', pp.phone, 'memberNumber', pp.member_number, 'section', pp.section,
    'workingHotel', pp.working_hotel, 'country', pp.country,
    'billingInformation', pp.billing_information, 'comment', pp.comment, 'goodies', pp.goodies,
    'isAccompanying', pp.is_accompanying))`;

const paymentJson = sql`json_build_object(
  'id', pay.id, 'participationId', pay.participation_id, 'kind', pay.kind, 'method', pay.method,
  'status', pay.status, 'amountCents', pay.amount_cents, 'currency', pay.currency, 'date', pay.date)`;

/** The JSON that `participationPage` parses: timestamps arrive as ISO text. */
type ParticipationJson = Omit<ExportParticipation, 'createdAt' | 'payments'> & {
  createdAt: string;
  payments: (Omit<ExportPayment, 'date'> & { date: string })[];
};

/**
 * The next page of participations after `afterId`, with registrations, people and payments. The
 * database builds the page as one JSON text: the embedded database hands each field of a result
 * across its boundary one by one, which made the 30 columns of 33,000 registrations the bulk of an
 * export's time (bench/RESULTS.md); one field per page costs a third of it.
 */
export async function participationPage(
  db: Executor,
  congressId: number,
  options: {
    afterId: number;
    limit: number;
    ids: readonly number[] | null;
    /** Rooming list: only rooms of this hotel whose main registration is not cancelled. */
    roomsOfHotel?: number;
  },
): Promise<ExportParticipation[]> {
  const main = alias(registrations, 'main_registration');
  const hotelId = options.roomsOfHotel;
  const heads = db
    .select({
      id: participations.id,
      doc: sql`json_build_object(
        'id', ${participations.id}, 'createdAt', ${participations.createdAt},
        'paymentMethodChoice', ${participations.paymentMethodChoice},
        'accompanyingFirstName', ${participations.accompanyingFirstName},
        'accompanyingLastName', ${participations.accompanyingLastName},
        'accompanyingMemberNumber', ${participations.accompanyingMemberNumber},
        'extraNights', ${participations.extraNights},
        'cancellationFeeCents', ${participations.cancellationFeeCents},
        'rate', json_build_object('label', ${rates.label}, 'roomOption', ${rates.roomOption},
          'isEarlyBird', ${rates.isEarlyBird}, 'secondParticipantType', ${rates.secondParticipantType},
          'firstParticipantPrice', ${rates.firstParticipantPrice}::text,
          'secondParticipantPrice', ${rates.secondParticipantPrice}::text),
        'typeLabel', ${participantTypes.label},
        'registrations', coalesce((select json_agg(${registrationJson} order by rg.position)
          from registrations rg join participants pp on pp.id = rg.participant_id
          join hotels h on h.id = rg.hotel_id where rg.participation_id = ${participations.id}), '[]'),
        'payments', coalesce((select json_agg(${paymentJson} order by pay.id)
          from payments pay where pay.participation_id = ${participations.id}), '[]'))`.as('doc'),
    })
    .from(participations)
    .innerJoin(rates, eq(rates.id, participations.rateId))
    .innerJoin(participants, eq(participants.id, participations.mainParticipantId))
    .leftJoin(participantTypes, eq(participantTypes.id, participants.participantTypeId))
    .leftJoin(main, and(eq(main.participationId, participations.id), eq(main.position, 1)))
    .where(
      and(
        eq(participations.congressId, congressId),
        gt(participations.id, options.afterId),
        amongIds(participations.id, options.ids),
        hotelId === undefined ? undefined : eq(main.hotelId, hotelId),
        hotelId === undefined ? undefined : ne(main.statusRegistration, 'cancelled'),
      ),
    )
    .orderBy(asc(participations.id))
    .limit(options.limit)
    .as('page');
  const [row] = await db
    .select({ page: sql<string>`coalesce(json_agg(${heads.doc} order by ${heads.id})::text, '[]')` })
    .from(heads);
  const page = JSON.parse(row?.page ?? '[]') as ParticipationJson[];
  return page.map((participation) => ({
    ...participation,
    createdAt: new Date(participation.createdAt),
    payments: participation.payments.map((payment) => ({ ...payment, date: new Date(payment.date) })),
  }));
}

/** Hotels that hold a main registration of the congress, by name (one rooming sheet each). */
export async function hotelsOfCongress(db: Executor, congressId: number) {
  return db
    .select({ id: hotels.id, name: hotels.name })
    .from(hotels)
    .where(eq(hotels.congressId, congressId))
    .orderBy(asc(hotels.name), asc(hotels.id));
}

export type AccountingRow = {
  id: number;
  participationId: number;
  kind: 'charge' | 'refund';
  method: 'card' | 'bank_transfer' | 'manual';
  status: 'pending' | 'confirmed' | 'denied' | 'cancelled';
  amountCents: number;
  currency: string;
  date: Date;
  confirmedAt: Date | null;
  providerIntentId: string | null;
  reference: string | null;
  comment: string | null;
  firstName: string;
  lastName: string;
  email: string | null;
  memberNumber: string | null;
  invoiceKind: 'invoice' | 'proforma' | 'credit_note' | null;
  invoiceNumber: number | null;
  /** The participation's payment status (decisions 41): the list summary's, read from the statement. */
  paymentStatus: ParticipationPaymentStatus | null;
};

/** The next page of payments of the congress (keyset on the payment id, so in the order they came). */
export async function paymentPage(
  db: Executor,
  congressId: number,
  options: { afterId: number; limit: number; ids: readonly number[] | null },
): Promise<AccountingRow[]> {
  return db
    .select({
      id: payments.id,
      participationId: payments.participationId,
      kind: payments.kind,
      method: payments.method,
      status: payments.status,
      amountCents: payments.amountCents,
      currency: payments.currency,
      date: payments.date,
      confirmedAt: payments.confirmedAt,
      providerIntentId: payments.providerIntentId,
      reference: payments.reference,
      comment: payments.comment,
      firstName: participants.firstName,
      lastName: participants.lastName,
      email: participants.email,
      memberNumber: participants.memberNumber,
      invoiceKind: invoices.kind,
      invoiceNumber: invoices.number,
      paymentStatus: sql<ParticipationPaymentStatus | null>`(select ${participationListSummary.paymentStatus}
        from ${participationListSummary} where ${participationListSummary.participationId} = ${payments.participationId})`,
    })
    .from(payments)
    .innerJoin(participations, eq(participations.id, payments.participationId))
    .innerJoin(participants, eq(participants.id, participations.mainParticipantId))
    .leftJoin(
      invoices,
      and(
        eq(invoices.paymentId, payments.id),
        or(eq(invoices.kind, 'invoice'), eq(invoices.kind, 'credit_note')),
      ),
    )
    .where(
      and(
        eq(participations.congressId, congressId),
        gt(payments.id, options.afterId),
        amongIds(payments.participationId, options.ids),
      ),
    )
    .orderBy(asc(payments.id))
    .limit(options.limit);
}

/** Whether the export has anything to write, asked before the file starts streaming. */
export async function hasParticipations(
  db: Executor,
  congressId: number,
  ids: readonly number[] | null,
  options: { activeRoomsOnly?: boolean } = {},
): Promise<boolean> {
  const rows = await db
    .select({ id: participations.id })
    .from(participations)
    .innerJoin(
      registrations,
      and(eq(registrations.participationId, participations.id), eq(registrations.position, 1)),
    )
    .where(
      and(
        eq(participations.congressId, congressId),
        amongIds(participations.id, ids),
        options.activeRoomsOnly ? ne(registrations.statusRegistration, 'cancelled') : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function hasPayments(
  db: Executor,
  congressId: number,
  ids: readonly number[] | null,
): Promise<boolean> {
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(participations, eq(participations.id, payments.participationId))
    .where(and(eq(participations.congressId, congressId), amongIds(payments.participationId, ids)))
    .limit(1);
  return rows.length > 0;
}

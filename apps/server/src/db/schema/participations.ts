import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { congresses, hotels, participantTypes } from './congresses.ts';
import { bookingGroups } from './groups.ts';
import { rates } from './rates.ts';
import { memberUsers, users } from './users.ts';

export const participants = pgTable(
  'participants',
  {
    id: serial('id').primaryKey(),
    congressId: integer('congress_id')
      .notNull()
      .references(() => congresses.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    memberUserId: integer('member_user_id').references(() => memberUsers.id, { onDelete: 'set null' }),
    /** Null for an accompanying person, who has no participant type of its own. */
    participantTypeId: integer('participant_type_id').references(() => participantTypes.id, {
      onDelete: 'restrict',
    }),
    isAccompanying: boolean('is_accompanying').notNull().default(false),
    title: text('title'),
    section: text('section'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    memberNumber: text('member_number'),
    workingHotel: text('working_hotel'),
    country: text('country'),
    medicalInformation: text('medical_information'),
    billingInformation: text('billing_information'),
    /**
     * The company that pays, printed as the buyer of the documents (decisions 45): its name, street
     * address, postcode, city, ISO 3166-1 country and VAT ID. No name, no company.
     */
    billingCompanyName: text('billing_company_name'),
    billingCompanyAddress: text('billing_company_address'),
    billingCompanyPostcode: text('billing_company_postcode'),
    billingCompanyCity: text('billing_company_city'),
    billingCompanyCountry: text('billing_company_country'),
    billingCompanyVatId: text('billing_company_vat_id'),
    comment: text('comment'),
    goodies: text('goodies').array().notNull().default(sql`'{}'::text[]`),
    passportNumber: text('passport_number'),
    passportCreationDate: date('passport_creation_date'),
    passportExpirationDate: date('passport_expiration_date'),
    passportIssuancePlace: text('passport_issuance_place'),
    nationality: text('nationality'),
    /** Asked for an invitation letter when missing. */
    birthDate: date('birth_date'),
    postalAddress: text('postal_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('participants_user_idx').on(t.userId),
    index('participants_member_user_idx').on(t.memberUserId),
    index('participants_congress_idx').on(t.congressId),
    // Room-mates are found by member number, compared as typed apart from case and spaces (decisions 46):
    // every count of a hotel's rooms asks it of each booking that names a room-mate.
    index('participants_member_key_idx').on(t.congressId, sql`upper(trim(member_number))`),
  ],
);

/** A self-cancellation waiting for staff (decisions 48): the fee and refund quoted when asked. */
export type CancellationRequest = {
  requestedAt: string;
  feePercent: number;
  feeCents: number;
  refundCents: number;
};

export const participations = pgTable(
  'participations',
  {
    id: serial('id').primaryKey(),
    congressId: integer('congress_id')
      .notNull()
      .references(() => congresses.id, { onDelete: 'cascade' }),
    rateId: integer('rate_id')
      .notNull()
      .references(() => rates.id, { onDelete: 'restrict' }),
    /** The rate before the last rate change (spec 4). */
    lastRateId: integer('last_rate_id').references(() => rates.id, { onDelete: 'set null' }),
    mainParticipantId: integer('main_participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'restrict' }),
    accompanyingFirstName: text('accompanying_first_name'),
    accompanyingLastName: text('accompanying_last_name'),
    accompanyingMemberNumber: text('accompanying_member_number'),
    paymentMethodChoice: text('payment_method_choice', { enum: ['card', 'bank_transfer'] }),
    /** Until when an unpaid place is kept (decisions 11); null once paid or transfer chosen. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    /**
     * The stay at the hotel (decisions 46): the room is taken for every night from check-in to the day
     * before check-out. The congress nights by default; null while the congress had no dates.
     */
    checkInOn: date('check_in_on'),
    checkOutOn: date('check_out_on'),
    /**
     * The nights of the stay outside the congress nights, each with the price it was booked at
     * (integer cents, the block's extra-night price then): the participation's price adds them.
     */
    extraNights: jsonb('extra_nights').$type<{ night: string; priceCents: number }[]>().notNull().default([]),
    /**
     * Cancelled by its participant under the congress's policy (decisions 48): the fee kept, which the
     * statement prices the cancelled participation at; and, while staff must approve, the request.
     */
    cancellationFeeCents: integer('cancellation_fee_cents').notNull().default(0),
    cancellationRequest: jsonb('cancellation_request').$type<CancellationRequest>(),
    /** A place of a group booking (decisions 49) and its number in the group, 1 to the group's size. */
    groupId: integer('group_id').references(() => bookingGroups.id, { onDelete: 'restrict' }),
    groupPlace: smallint('group_place'),
    /** Moves by one on every write; a staff write names the version it read (decisions 39). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('participations_congress_idx').on(t.congressId),
    uniqueIndex('participations_group_place_key').on(t.groupId, t.groupPlace),
    check('participations_group_place', sql`(${t.groupId} is null) = (${t.groupPlace} is null)`),
    index('participations_rate_idx').on(t.rateId),
    uniqueIndex('participations_main_participant_key').on(t.mainParticipantId),
    check(
      'participations_stay',
      sql`(${t.checkInOn} is null) = (${t.checkOutOn} is null) and (${t.checkInOn} is null or ${t.checkOutOn} > ${t.checkInOn})`,
    ),
    check(
      'participations_payment_method_choice',
      sql`${t.paymentMethodChoice} is null or ${t.paymentMethodChoice} in ('card','bank_transfer')`,
    ),
  ],
);

export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    congressId: integer('congress_id')
      .notNull()
      .references(() => congresses.id, { onDelete: 'cascade' }),
    participationId: integer('participation_id')
      .notNull()
      .references(() => participations.id, { onDelete: 'cascade' }),
    participantId: integer('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'restrict' }),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'restrict' }),
    /** 1 for the main registration, 2 for the companion or room-sharing member. */
    position: smallint('position').notNull(),
    statusRegistration: text('status_registration', {
      enum: ['pending', 'confirmed', 'cancelled', 'on_hold', 'no_show'],
    })
      .notNull()
      .default('pending'),
    statusComment: text('status_comment'),
    roomOption: text('room_option', { enum: ['single', 'twin', 'double'] }).notNull(),
    arrivalDate: date('arrival_date'),
    arrivalTime: time('arrival_time'),
    arrivalOrigin: text('arrival_origin'),
    arrivalTransportNumber: text('arrival_transport_number'),
    arrivalNote: text('arrival_note'),
    departureDate: date('departure_date'),
    departureTime: time('departure_time'),
    departureDestination: text('departure_destination'),
    departureTransportNumber: text('departure_transport_number'),
    departureNote: text('departure_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('registrations_participation_idx').on(t.participationId),
    index('registrations_congress_status_idx').on(t.congressId, t.statusRegistration),
    uniqueIndex('registrations_participation_position_key').on(t.participationId, t.position),
    check('registrations_position', sql`${t.position} in (1, 2)`),
    check(
      'registrations_status',
      sql`${t.statusRegistration} in ('pending','confirmed','cancelled','on_hold','no_show')`,
    ),
    check('registrations_room_option', sql`${t.roomOption} in ('single','twin','double')`),
  ],
);

/**
 * A change a participant started on a participation already paid or paid by transfer (decisions 32):
 * it holds the new place until `holdExpiresAt` and changes nothing in force until it is completed
 * (PAYE succeeds, REFUND or CONFIRM); then it is applied and removed. `plan` is the checked booking
 * plan (room, people, travel, companion or room-mate) as the booking wrote it at NEXT.
 */
export const pendingChanges = pgTable(
  'pending_changes',
  {
    participationId: integer('participation_id')
      .primaryKey()
      .references(() => participations.id, { onDelete: 'cascade' }),
    rateId: integer('rate_id')
      .notNull()
      .references(() => rates.id, { onDelete: 'cascade' }),
    plan: jsonb('plan').notNull(),
    /** The room the change would take (decisions 46): its type and stay, counted night by night. */
    roomOption: text('room_option', { enum: ['single', 'twin', 'double'] }),
    checkInOn: date('check_in_on'),
    checkOutOn: date('check_out_on'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pending_changes_rate_idx').on(t.rateId, t.holdExpiresAt)],
);

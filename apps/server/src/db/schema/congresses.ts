import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEFAULT_CANCELLATION_POLICY, type TCancellationPolicy } from '@congress/domain/cancellation-policy';
import { storedFiles } from './files.ts';

export type CongressVatRates = Record<
  'registration' | 'accommodation' | 'companion' | 'extra_night',
  { rate: string; exemption: string | null; exemptionCode: 'VATEX-EU-132' | 'VATEX-EU-D' | null }
>;

const NO_VAT = Object.fromEntries(
  ['registration', 'accommodation', 'companion', 'extra_night'].map((kind) => [
    kind,
    { rate: '0.00', exemption: null, exemptionCode: null },
  ]),
);

/** Staff content in languages other than the default one: language -> field -> text. */
export type ContentTranslations = Partial<Record<'en' | 'fr' | 'pt', Record<string, string>>>;

export const congresses = pgTable(
  'congresses',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    label: text('label').notNull(),
    isOpen: boolean('is_open').notNull().default(false),
    informationEmail: text('information_email'),
    addressCity: text('address_city'),
    description: text('description'),
    information: text('information'),
    website: text('website'),
    logoFileId: uuid('logo_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    ribFileId: uuid('rib_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /** The bank details as text, for copying (decisions 35); the one account printed everywhere. */
    bankAccountHolder: text('bank_account_holder'),
    bankIban: text('bank_iban'),
    bankBic: text('bank_bic'),
    /** The bank's name and address, printed with the account wherever a transfer is asked for. */
    bankName: text('bank_name'),
    bankAddress: text('bank_address'),
    stripePublicKey: text('stripe_public_key'),
    currency: text('currency').notNull().default('EUR'),
    memberChoosesHotel: boolean('member_chooses_hotel').notNull().default(false),
    holdMinutes: integer('hold_minutes').notNull().default(30),
    timeZone: text('time_zone').notNull().default('Europe/Lisbon'),
    /** A VAT rate per kind of invoice line, with its exemption mention (decisions 45). */
    vatRates: jsonb('vat_rates')
      .$type<CongressVatRates>()
      .notNull()
      .default(sql`'${sql.raw(JSON.stringify(NO_VAT))}'::jsonb`),
    cardRefundsNeedApproval: boolean('card_refunds_need_approval').notNull().default(true),
    /** Self-service cancellation's dated steps (decisions 48); closed by default. */
    cancellationPolicy: jsonb('cancellation_policy')
      .$type<TCancellationPolicy>()
      .notNull()
      .default(sql`'${sql.raw(JSON.stringify(DEFAULT_CANCELLATION_POLICY))}'::jsonb`),
    /** The last day a group's payer names its people (decisions 49); null: the day before the congress. */
    groupNamesDueOn: date('group_names_due_on'),
    privacyText: text('privacy_text'),
    issuerName: text('issuer_name'),
    issuerAddress: text('issuer_address'),
    issuerVatNumber: text('issuer_vat_number'),
    /** The seller's postcode, city and ISO 3166-1 country, as an e-invoice names them (decisions 45). */
    issuerPostcode: text('issuer_postcode'),
    issuerCity: text('issuer_city'),
    issuerCountry: text('issuer_country'),
    /** The congress's dates; a congress whose end date is past may have its personal data purged (decisions 30). */
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    personalDataPurgedAt: timestamp('personal_data_purged_at', { withTimezone: true }),
    /** How long a waiting-list offer holds its place. */
    waitingListOfferHours: integer('waiting_list_offer_hours').notNull().default(24),
    /** Name badges: one A6 page each, or a sheet of eight on A4. */
    badgeLayout: text('badge_layout', { enum: ['a6', 'a4_8'] })
      .notNull()
      .default('a4_8'),
    /** The congress's colour on badges and tickets, `#rrggbb`. */
    brandColor: text('brand_color').notNull().default('#1f4e79'),
    /** The language of the congress's own texts; e-mails fall back to its templates. */
    defaultLanguage: text('default_language', { enum: ['en', 'fr', 'pt'] })
      .notNull()
      .default('en'),
    /** Description, information and privacy text in the other languages: `{ fr: { description } }`. */
    translations: jsonb('translations').$type<ContentTranslations>().notNull().default({}),
    /** Where the congress takes place, as an invitation letter names it. */
    venue: text('venue'),
    /** Invitation letters wait for a staff member's approval before they are issued. */
    lettersNeedApproval: boolean('letters_need_approval').notNull().default(false),
    letterSignatoryName: text('letter_signatory_name'),
    letterSignatoryTitle: text('letter_signatory_title'),
    letterSignatureFileId: uuid('letter_signature_file_id').references(() => storedFiles.id, {
      onDelete: 'set null',
    }),
    /** Moves by one on every write; a staff write names the version it read (decisions 39). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('congresses_slug_key').on(t.slug),
    check('congresses_hold_minutes_positive', sql`${t.holdMinutes} > 0`),
    check('congresses_waiting_list_offer_hours_range', sql`${t.waitingListOfferHours} between 1 and 720`),
    check('congresses_badge_layout', sql`${t.badgeLayout} in ('a6','a4_8')`),
    check('congresses_brand_color', sql`${t.brandColor} ~ '^#[0-9a-f]{6}$'`),
    check('congresses_default_language', sql`${t.defaultLanguage} in ('en','fr','pt')`),
  ],
);

/** Participant types are records of a congress (decisions 3). */
export const participantTypes = pgTable(
  'participant_types',
  {
    id: serial('id').primaryKey(),
    congressId: integer('congress_id')
      .notNull()
      .references(() => congresses.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    label: text('label').notNull(),
    isMember: boolean('is_member').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('participant_types_congress_slug_key').on(t.congressId, t.slug)],
);

export const sections = pgTable(
  'sections',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    addressCountry: text('address_country'),
    numero: text('numero'),
  },
  (t) => [uniqueIndex('sections_name_key').on(t.name)],
);

export const hotels = pgTable('hotels', {
  id: serial('id').primaryKey(),
  congressId: integer('congress_id')
    .notNull()
    .references(() => congresses.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  address: text('address'),
  website: text('website'),
  description: text('description'),
  /** Where the rooming list is sent (decisions 47). */
  reservationsEmail: text('reservations_email'),
});

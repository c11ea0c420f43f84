import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { congresses, sections } from './congresses.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: text('roles').array().notNull().default(sql`'{ROLE_USER}'::text[]`),
    isActivated: boolean('is_activated').notNull().default(true),
    congressId: integer('congress_id').references(() => congresses.id, { onDelete: 'set null' }),
    /** Bumped when the user is disabled or resets its password: older sessions stop at once (decisions 8). */
    sessionVersion: integer('session_version').notNull().default(1),
    /** Moves by one on every write; a staff write names the version it read (decisions 39). */
    version: integer('version').notNull().default(1),
    /** The language of the app, e-mails and documents for this person; null: the browser's. */
    language: text('language', { enum: ['en', 'fr', 'pt'] }),
    /**
     * When the address was proven (decisions 50); null: not yet, and the account cannot book. An
     * account made by staff, the cli or the seeds is vouched for at its creation (the default); the
     * one insert of an account whose owner must still prove it (insertParticipantUser: a sign-up, an
     * account staff make for someone) writes null, and a link of ours opened sets it.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }).defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_language', sql`${t.language} is null or ${t.language} in ('en','fr','pt')`),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

/** Staff roles apply to the congresses a user is granted (decisions 1). */
export const userCongresses = pgTable(
  'user_congresses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    congressId: integer('congress_id')
      .notNull()
      .references(() => congresses.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.congressId] })],
);

/** The member book: members sign in with their own credentials (spec 6). */
export const memberUsers = pgTable(
  'member_users',
  {
    id: serial('id').primaryKey(),
    firstname: text('firstname').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    numMember: text('num_member').notNull(),
    sectionId: integer('section_id').references(() => sections.id, { onDelete: 'set null' }),
    workingHotel: text('working_hotel'),
    /** Null until the member sets a password through an invitation. */
    passwordHash: text('password_hash'),
    isActivated: boolean('is_activated').notNull().default(true),
    sessionVersion: integer('session_version').notNull().default(1),
    /** As users.language. */
    language: text('language', { enum: ['en', 'fr', 'pt'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('member_users_email_key').on(t.email),
    check('member_users_language', sql`${t.language} is null or ${t.language} in ('en','fr','pt')`),
    uniqueIndex('member_users_num_member_key').on(t.numMember),
    check('member_users_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    familyId: text('family_id').notNull(),
    subjectKind: text('subject_kind', { enum: ['user', 'member'] }).notNull(),
    subjectId: integer('subject_id').notNull(),
    /** The subject's session version when issued: a bump (reset, disable) ends the token (decisions 8). */
    sessionVersion: integer('session_version').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_subject_idx').on(t.subjectKind, t.subjectId),
    check('refresh_tokens_subject_kind', sql`${t.subjectKind} in ('user','member')`),
  ],
);

/** Password reset (1 hour) and member invitation (7 days) tokens, stored hashed, single use (decisions 7). */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose', { enum: ['reset', 'invitation'] }).notNull(),
    subjectKind: text('subject_kind', { enum: ['user', 'member'] }).notNull(),
    subjectId: integer('subject_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_tokens_hash_key').on(t.tokenHash),
    check('password_tokens_purpose', sql`${t.purpose} in ('reset','invitation')`),
    check('password_tokens_subject_kind', sql`${t.subjectKind} in ('user','member')`),
  ],
);

/** Fixed-window counters for login, account creation and reset limits, shared by every process. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Secrets generated once and shared by every app process (decisions 28). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

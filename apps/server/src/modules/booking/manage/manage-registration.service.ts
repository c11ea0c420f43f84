import {
  MANAGE_REGISTRATION_MESSAGES,
  type TManageRegistrationCreateRequest,
  type TManageRegistrationRequest,
} from '@congress/domain/contracts/manage-registration';
import type { TParticipation } from '@congress/domain/contracts/participations';
import { MESSAGES } from '@congress/domain/messages';
import type { AppConfig } from '../../../config.ts';
import type { Database, Transaction } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { randomToken } from '../../../lib/tokens.ts';
import { assertStaffCongress } from '../../../plugins/auth.ts';
import { recordAudit } from '../../audit/audit.service.ts';
import type { SessionSubject } from '../../../lib/session-subject.ts';
import type { BookingModules } from '../booking-deps.ts';
import { enqueueEmails } from '../../../lib/mail/outbox.ts';
import {
  insertParticipant,
  lockSubject,
  type Subject,
  updateParticipant,
} from '../participants/participants.repository.ts';
import { loadParticipationDetail } from '../participations/participation-query.service.ts';
import {
  findParticipationRow,
  findSubjectParticipation,
  insertParticipation,
  updateParticipation,
} from '../participations/participations.repository.ts';
import { invalidateRateLists } from '../rates/rate-list-cache.ts';
import { listRegistrationsOf } from '../registrations/registrations.repository.ts';
import { withTransactionRetry } from '../../../lib/transaction-retry.ts';
import {
  participationValues,
  takePlaceIfNeeded,
  writeMainRegistration,
  writeSecondRegistration,
} from './admin-apply.ts';
import { type AdminPlan, planAdminRegistration, requireCongressRate, validationError } from './admin-plan.ts';
import { findMemberIdByNumber } from './manage-registration.repository.ts';
import { buildRegisteredByStaffEmail, registrationFacts } from './registered-by-staff-email.ts';

type Deps = { db: Database; clock: () => Date; config: Pick<AppConfig, 'publicUrl'> } & BookingModules;
type Auth = BookingModules['auth'];

/** The participation, locked for the transaction: one save of it at a time. */
async function requireParticipation(tx: Transaction, session: SessionSubject, id: number) {
  const participation = await findParticipationRow(tx, id, { forUpdate: true });
  if (!participation) throw new AppError('NOT_FOUND', MESSAGES.participationNotFound);
  assertStaffCongress(session, participation.congressId);
  return participation;
}

/** PUT: the whole registration as the admin saw and changed it, in one transaction. */
async function updateInTransaction(
  tx: Transaction,
  session: SessionSubject,
  id: number,
  input: TManageRegistrationRequest,
  now: Date,
): Promise<TParticipation> {
  const participation = await requireParticipation(tx, session, id);
  const rate = await requireCongressRate(tx, participation.congressId, input.rateId);
  const plan = planAdminRegistration(rate, input);
  const before = await loadParticipationDetail(tx, id);
  const registrations = await listRegistrationsOf(tx, id);
  const main = registrations.find((row) => row.position === 1);
  const second = registrations.find((row) => row.position === 2);
  await takePlaceIfNeeded(tx, plan, { participation, main }, now);

  const [mainParticipant] = before.registrations.filter((row) => row.position === 1);
  await updateParticipant(tx, participation.mainParticipantId, {
    ...plan.main.participant,
    participantTypeId: rate.type.id,
    updatedAt: now,
  });
  await updateParticipation(tx, id, participationValues(plan, participation, now));
  const ids = { congressId: participation.congressId, participationId: id };
  await writeMainRegistration(
    tx,
    plan,
    { ...ids, participantId: participation.mainParticipantId },
    main,
    now,
  );
  const owner = {
    userId: mainParticipant?.participant.users?.id ?? null,
    memberUserId: mainParticipant?.participant.memberUserId ?? null,
  };
  await writeSecondRegistration(
    tx,
    plan,
    { ...ids, owner, previousRateId: participation.rateId },
    second,
    now,
  );

  const after = await loadParticipationDetail(tx, id);
  await recordAudit(tx, {
    actor: session,
    congressId: participation.congressId,
    action: 'update',
    entity: 'participation',
    entityId: id,
    before,
    after,
  });
  return after;
}

type NewOwner =
  | { kind: 'member'; id: number; section: string | null; email: string | null }
  | { kind: 'user'; id: number | null; email: string };

/**
 * Who the new registration belongs to: for a member type the member of the member book named by the
 * member number; otherwise the user account of the e-mail, made when there is none.
 */
async function resolveOwner(db: Database, auth: Auth, plan: AdminPlan): Promise<NewOwner> {
  const person = plan.main.participant;
  if (plan.rate.type.isMember) {
    const memberId = await findMemberIdByNumber(db, person.memberNumber ?? '');
    const message = MANAGE_REGISTRATION_MESSAGES.memberNotFound;
    if (memberId === null) throw validationError({ 'main.memberNumber': message }) as AppError;
    const member = await auth.findMemberProfile(db, memberId);
    return {
      kind: 'member',
      id: memberId,
      section: member?.section?.name ?? null,
      email: member?.email ?? null,
    };
  }
  const account = await auth.findCredentials(db, 'user', person.email);
  return { kind: 'user', id: account?.id ?? null, email: person.email };
}

/**
 * A user account without a usable password: the person sets one with the link of the notification
 * or through "forgot password". `isNew` says this request made the account.
 */
async function ensureUser(
  auth: Auth,
  tx: Transaction,
  owner: NewOwner,
  congressId: number,
  unusableHash: string,
): Promise<{ subject: Subject; isNew: boolean }> {
  if (owner.kind === 'member') return { subject: { kind: 'member', id: owner.id }, isNew: false };
  if (owner.id !== null) return { subject: { kind: 'user', id: owner.id }, isNew: false };
  const created = await auth.insertUser(tx, { email: owner.email, passwordHash: unusableHash, congressId });
  const id = created ?? (await auth.findCredentials(tx, 'user', owner.email))?.id;
  if (id === undefined) throw new AppError('CONFLICT', MESSAGES.accountExists);
  return { subject: { kind: 'user', id }, isNew: created !== null };
}

type NotifyContext = {
  congress: { id: number; slug: string; label: string };
  publicUrl: string;
  owner: NewOwner;
  subject: Subject;
  isNewAccount: boolean;
};

/**
 * Tells the person they were registered (spec 2.2, Add Registration), in the registration's
 * transaction: the mail exists exactly when the registration does. A new account gets an invitation
 * token (7 days, decisions 7) that the reset password form consumes.
 */
async function notifyParticipant(
  auth: Auth,
  tx: Transaction,
  participation: TParticipation,
  context: NotifyContext,
  now: Date,
) {
  const main = participation.registrations.find((r) => r.position === 1);
  const memberEmail = context.owner.kind === 'member' ? context.owner.email : null;
  const to = main?.participant.email || memberEmail;
  if (!to) return;
  let passwordLink: string | null = null;
  if (context.isNewAccount && context.subject.kind === 'user') {
    const invitation = await auth.createInvitationLink(tx, context.subject, {
      publicUrl: context.publicUrl,
      congressSlug: context.congress.slug,
      now,
    });
    passwordLink = invitation.link;
  }
  const congressLink = `${context.publicUrl}/${encodeURIComponent(context.congress.slug)}`;
  await enqueueEmails(tx, [
    buildRegisteredByStaffEmail({
      to,
      congress: context.congress,
      facts: registrationFacts(participation),
      congressLink,
      passwordLink,
    }),
  ]);
}

async function createInTransaction(
  auth: Auth,
  tx: Transaction,
  session: SessionSubject,
  context: {
    congress: { id: number; slug: string; label: string };
    plan: AdminPlan;
    owner: NewOwner;
    unusableHash: string;
    notify: { publicUrl: string } | null;
  },
  now: Date,
): Promise<TParticipation> {
  const { plan, owner } = context;
  const congressId = context.congress.id;
  const { subject, isNew } = await ensureUser(auth, tx, owner, congressId, context.unusableHash);
  await lockSubject(tx, subject);
  if (await findSubjectParticipation(tx, subject, congressId)) {
    throw new AppError('CONFLICT', MANAGE_REGISTRATION_MESSAGES.alreadyRegistered);
  }
  await takePlaceIfNeeded(tx, plan, null, now);
  const ownerColumns =
    subject.kind === 'member'
      ? { userId: null, memberUserId: subject.id }
      : { userId: subject.id, memberUserId: null };
  const mainParticipant = await insertParticipant(tx, {
    ...plan.main.participant,
    ...(owner.kind === 'member' && owner.section ? { section: owner.section } : {}),
    ...ownerColumns,
    congressId,
    participantTypeId: plan.rate.type.id,
    isAccompanying: false,
    updatedAt: now,
  });
  const participation = await insertParticipation(tx, {
    ...participationValues(plan, null, now),
    congressId,
    mainParticipantId: mainParticipant.id,
    createdAt: now,
  });
  const ids = { congressId, participationId: participation.id };
  await writeMainRegistration(tx, plan, { ...ids, participantId: mainParticipant.id }, undefined, now);
  await writeSecondRegistration(
    tx,
    plan,
    { ...ids, owner: ownerColumns, previousRateId: null },
    undefined,
    now,
  );
  const after = await loadParticipationDetail(tx, participation.id);
  await recordAudit(tx, {
    actor: session,
    congressId,
    action: 'create',
    entity: 'participation',
    entityId: participation.id,
    after,
  });
  if (context.notify) {
    const notify = { congress: context.congress, publicUrl: context.notify.publicUrl, owner, subject };
    await notifyParticipant(auth, tx, after, { ...notify, isNewAccount: isNew }, now);
  }
  return after;
}

/** Manage Registration (spec 2.2): an admin reads, edits and adds registrations of a congress. */
export function createManageRegistrationService({ db, clock, config, auth, congresses }: Deps) {
  return {
    async load(session: SessionSubject, id: number): Promise<TParticipation> {
      const participation = await findParticipationRow(db, id);
      if (!participation) throw new AppError('NOT_FOUND', MESSAGES.participationNotFound);
      assertStaffCongress(session, participation.congressId);
      return loadParticipationDetail(db, id);
    },

    async update(
      session: SessionSubject,
      id: number,
      input: TManageRegistrationRequest,
    ): Promise<TParticipation> {
      const result = await withTransactionRetry(db, (tx) =>
        updateInTransaction(tx, session, id, input, clock()),
      );
      invalidateRateLists(db);
      return result;
    },

    async create(session: SessionSubject, input: TManageRegistrationCreateRequest): Promise<TParticipation> {
      const congress = await congresses.findBySlug(db, input.congressSlug);
      if (!congress) throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
      assertStaffCongress(session, congress.id);
      const rate = await requireCongressRate(db, congress.id, input.rateId);
      const plan = planAdminRegistration(rate, input);
      const owner = await resolveOwner(db, auth, plan);
      // Hashed outside the transaction (argon2 is slow); nobody knows the token, so nobody can sign in.
      const unusableHash =
        owner.kind === 'user' && owner.id === null ? await auth.hashPassword(randomToken()) : '';
      const notify = input.notifyParticipant ? { publicUrl: config.publicUrl } : null;
      const context = { congress, plan, owner, unusableHash, notify };
      const result = await withTransactionRetry(db, (tx) =>
        createInTransaction(auth, tx, session, context, clock()),
      );
      invalidateRateLists(db);
      return result;
    },
  };
}
export type ManageRegistrationService = ReturnType<typeof createManageRegistrationService>;

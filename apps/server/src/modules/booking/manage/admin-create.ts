import { MANAGE_REGISTRATION_MESSAGES } from '@congress/domain/contracts/manage-registration';
import type { TParticipation } from '@congress/domain/contracts/participations';
import { MESSAGES } from '@congress/domain/messages';
import type { Database, Transaction } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { recordAudit } from '../../audit/audit.service.ts';
import type { SessionSubject } from '../../../lib/session-subject.ts';
import type { BookingModules } from '../booking-deps.ts';
import { recipientLanguage } from '../../../i18n/recipient-language.ts';
import { enqueueEmails } from '../../../lib/mail/outbox.ts';
import { insertParticipant, lockSubject, type Subject } from '../participants/participants.repository.ts';
import { loadParticipationDetail } from '../participations/participation-query.service.ts';
import {
  findSubjectParticipation,
  insertParticipation,
} from '../participations/participations.repository.ts';
import {
  participationValues,
  takePlaceIfNeeded,
  writeMainRegistration,
  writeSecondRegistration,
} from './admin-apply.ts';
import { type AdminPlan, validationError } from './admin-plan.ts';
import { withStaffStay } from './admin-stay.ts';
import { findMemberIdByNumber } from './manage-registration.repository.ts';
import { buildRegisteredByStaffEmail, registrationFacts } from './registered-by-staff-email.ts';
import { withPersonalLink } from '../../../lib/mail/personal-link.ts';

type Auth = BookingModules['auth'];

export type NewOwner =
  | { kind: 'member'; id: number; section: string | null; email: string | null }
  | { kind: 'user'; id: number | null; email: string };

/**
 * Who the new registration belongs to: for a member type the member of the member book named by the
 * member number; otherwise the user account of the e-mail, made when there is none.
 */
export async function resolveOwner(db: Database, auth: Auth, plan: AdminPlan): Promise<NewOwner> {
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
  const { subject } = context;
  const language = await recipientLanguage(
    tx,
    {
      userId: subject.kind === 'user' ? subject.id : null,
      memberUserId: subject.kind === 'member' ? subject.id : null,
    },
    { id: context.congress.id },
  );
  const email = buildRegisteredByStaffEmail({
    to,
    congress: context.congress,
    facts: registrationFacts(participation),
    congressLink,
    passwordLink,
    language,
  });
  await enqueueEmails(tx, [withPersonalLink(email, language, context.congress.slug)]);
}

export async function createInTransaction(
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
  const { owner } = context;
  const congressId = context.congress.id;
  const { subject, isNew } = await ensureUser(auth, tx, owner, congressId, context.unusableHash);
  await lockSubject(tx, subject);
  if (await findSubjectParticipation(tx, subject, congressId)) {
    throw new AppError('CONFLICT', MANAGE_REGISTRATION_MESSAGES.alreadyRegistered);
  }
  const plan = await withStaffStay(tx, context.plan, null, now);
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

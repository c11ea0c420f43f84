import { CANCEL_MESSAGES } from '@congress/domain/contracts/self-cancel';
import { GROUP_MESSAGES, type TGroup, type TGroupPlaceName } from '@congress/domain/contracts/groups';
import { dayInZone } from '@congress/domain/dates';
import { canNameGroup } from '@congress/domain/groups/group-rules';
import { isMainCancelled, mainRegistration } from '@congress/domain/participation-money';
import type { Database, Transaction } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { enqueueEmails } from '../../../lib/mail/outbox.ts';
import type { SessionSubject } from '../../../lib/session-subject.ts';
import { randomToken } from '../../../lib/tokens.ts';
import { withTransactionRetry } from '../../../lib/transaction-retry.ts';
import { recipientLanguage } from '../../../i18n/recipient-language.ts';
import { recordAudit } from '../../audit/audit.service.ts';
import type { BookingModules } from '../booking-deps.ts';
import { lockSubject, type Subject } from '../participants/participants.repository.ts';
import { findParticipationAggregate } from '../participations/participation-read.repository.ts';
import { findSubjectParticipation, touchParticipation } from '../participations/participations.repository.ts';
import { assertGroupAccess } from './group-access.ts';
import { groupInvitedEmail } from './group-emails.ts';
import { namesDueOnOf } from './group-view.ts';
import { findGroup, type GroupRow, listGroupPlaces, nameParticipant } from './groups.repository.ts';
import { loadGroupView } from './groups.service.ts';

type Deps = { db: Database; clock: () => Date; publicUrl: string } & BookingModules;

const sameEmail = (a: string | null | undefined, b: string) =>
  a?.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The payer names the person of each place until the names are due (decisions 49). The person gets
 * the place as their own registration: the account of the address, made when there is none (its
 * choose-a-password link proves the address, decisions 50), and an e-mail with their page.
 */
export function createGroupNamingService(deps: Deps) {
  const { db, clock, auth } = deps;

  async function ownerFor(tx: Transaction, group: GroupRow, email: string, unusableHash: string) {
    const account = await auth.findCredentials(tx, 'user', email);
    if (account) return { subject: { kind: 'user', id: account.id } as Subject, isNew: false };
    const created = await auth.insertUser(tx, {
      email,
      passwordHash: unusableHash,
      congressId: group.congressId,
    });
    const id = created ?? (await auth.findCredentials(tx, 'user', email))?.id;
    if (id === undefined) throw new AppError('CONFLICT', GROUP_MESSAGES.alreadyRegistered);
    return { subject: { kind: 'user', id } as Subject, isNew: created !== null };
  }

  async function nameInTransaction(
    tx: Transaction,
    session: SessionSubject,
    ids: { groupId: number; participationId: number },
    input: TGroupPlaceName,
    unusableHash: string,
  ) {
    const now = clock();
    // The group's row first: two namings of one group run one after the other.
    const group = await findGroup(tx, ids.groupId, { forUpdate: true });
    if (!group) throw new AppError('NOT_FOUND', GROUP_MESSAGES.notFound);
    const places = await listGroupPlaces(tx, group.id);
    const place = places.find((row) => row.participationId === ids.participationId);
    if (!place) throw new AppError('NOT_FOUND', GROUP_MESSAGES.placeNotFound);
    const agg = await findParticipationAggregate(tx, place.participationId, { forUpdate: true });
    if (!agg) throw new AppError('NOT_FOUND', GROUP_MESSAGES.placeNotFound);
    if (!canNameGroup(namesDueOnOf(group, agg.congress), dayInZone(now, agg.congress.timeZone)))
      throw new AppError('CONFLICT', GROUP_MESSAGES.namesClosed);
    if (isMainCancelled(agg)) throw new AppError('CONFLICT', CANCEL_MESSAGES.alreadyCancelled);
    const main = mainRegistration(agg);
    if (!main) throw new AppError('NOT_FOUND', GROUP_MESSAGES.placeNotFound);
    const others = await Promise.all(
      places
        .filter((row) => row.participationId !== place.participationId)
        .map((row) => findParticipationAggregate(tx, row.participationId)),
    );
    if (
      others.some(
        (other) =>
          other &&
          !isMainCancelled(other) &&
          sameEmail(mainRegistration(other)?.participant.email, input.email),
      )
    )
      throw new AppError('VALIDATION', GROUP_MESSAGES.emailTwice, {
        fields: { email: GROUP_MESSAGES.emailTwice },
      });

    const { subject, isNew } = await ownerFor(tx, group, input.email, unusableHash);
    const keepsOwner = main.participant.userId === subject.id;
    if (!keepsOwner) {
      await lockSubject(tx, subject);
      // Decisions 1: one participation per person and congress.
      if (await findSubjectParticipation(tx, subject, group.congressId))
        throw new AppError('CONFLICT', GROUP_MESSAGES.alreadyRegistered, {
          fields: { email: GROUP_MESSAGES.alreadyRegistered },
        });
    }
    const values = {
      firstName: input.firstName,
      lastName: input.lastName,
      email: input.email,
      userId: subject.id,
    };
    await nameParticipant(tx, main.participant.id, values, now);
    await touchParticipation(tx, place.participationId);
    await recordAudit(tx, {
      actor: session,
      congressId: group.congressId,
      action: 'name-group-place',
      entity: 'participation',
      entityId: place.participationId,
      before: {
        firstName: main.participant.firstName,
        lastName: main.participant.lastName,
        email: main.participant.email,
      },
      after: { firstName: input.firstName, lastName: input.lastName, email: input.email },
    });
    if (!keepsOwner || !sameEmail(main.participant.email, input.email)) {
      const passwordLink = isNew
        ? (
            await auth.createInvitationLink(tx, subject, {
              publicUrl: deps.publicUrl,
              congressSlug: agg.congress.slug,
              now,
            })
          ).link
        : null;
      const language = await recipientLanguage(tx, { userId: subject.id, memberUserId: null }, agg.congress);
      await enqueueEmails(tx, [
        groupInvitedEmail({
          to: input.email,
          language,
          congress: agg.congress,
          firstName: input.firstName,
          payer: group.billingName,
          rate: { label: agg.rate.label, hotel: agg.hotel.name },
          passwordLink,
        }),
      ]);
    }
    return loadGroupView(tx, group, now);
  }

  return {
    /** PUT /api/group/:id/place/:participationId. */
    async name(
      session: SessionSubject,
      ids: { groupId: number; participationId: number },
      input: TGroupPlaceName,
    ): Promise<TGroup> {
      await assertGroupAccess(db, session, ids.groupId);
      // Hashed outside the transaction (argon2 is slow); nobody knows the token, so nobody signs in with it.
      const account = await auth.findCredentials(db, 'user', input.email);
      const unusableHash = account ? '' : await auth.hashPassword(randomToken());
      return withTransactionRetry(db, (tx) => nameInTransaction(tx, session, ids, input, unusableHash));
    },
  };
}
export type GroupNamingService = ReturnType<typeof createGroupNamingService>;

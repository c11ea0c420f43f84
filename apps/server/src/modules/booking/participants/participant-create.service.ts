import { BOOKING_MESSAGES } from '@congress/domain/contracts/booking';
import type { TParticipant, TParticipantCreateItem } from '@congress/domain/contracts/participants';
import { PARTICIPANT_MESSAGES, ZMemberFields } from '@congress/domain/contracts/participants';
import { hasRoleIn } from '@congress/domain/enums';
import { MESSAGES } from '@congress/domain/messages';
import type { Database, Transaction } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { SessionSubject } from '../../../lib/session-subject.ts';
import type { BookingModules } from '../booking-deps.ts';
import { findParticipationOfMainParticipant } from '../participations/participations.repository.ts';
import { withTransactionRetry } from '../../../lib/transaction-retry.ts';
import { isAdminOf } from './participant-access.ts';
import { participantColumns, toParticipantDto as toDto } from './participant-dto.ts';
import {
  findOwnMainParticipants,
  findParticipant,
  findParticipantTypeBySlug,
  insertParticipant,
  lockSubject,
  ownerValues,
  updateParticipant,
} from './participants.repository.ts';

function invalid(index: number, field: string, message: string): never {
  throw new AppError('VALIDATION', message, { fields: { [`${index}.${field}`]: message } });
}

/**
 * One participant of POST /participant/create (spec 7). A participant's own items are linked to its
 * account (the first not accompanying is itself, reused while it has no participation); an admin's
 * items belong to nobody. Member data comes from the member book, as in the booking.
 */
async function createOne(
  { auth, congresses }: BookingModules,
  tx: Transaction,
  session: SessionSubject,
  item: TParticipantCreateItem,
  index: number,
  now: Date,
) {
  const congress = await congresses.findBySlug(tx, item.congressSlug);
  if (!congress) throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
  const isAdmin = isAdminOf(session, congress.id);
  if (!isAdmin && !hasRoleIn(session.roles, 'participant'))
    throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  const type = item.participantType
    ? await findParticipantTypeBySlug(tx, congress.id, item.participantType)
    : null;
  if (item.participantType && !type)
    throw new AppError('NOT_FOUND', PARTICIPANT_MESSAGES.participantTypeNotFound);
  const values = { ...participantColumns(item), congressId: congress.id, updatedAt: now };
  if (item.isAccompanying) {
    const owner = isAdmin ? {} : ownerValues(session);
    return insertParticipant(tx, { ...values, ...owner, isAccompanying: true, participantTypeId: null });
  }
  const member = !isAdmin && session.kind === 'member' ? await auth.findMemberProfile(tx, session.id) : null;
  if (member && type && !type.isMember) throw new AppError('FORBIDDEN', BOOKING_MESSAGES.memberTypeOnly);
  if (!isAdmin && !member && type?.isMember) throw new AppError('FORBIDDEN', MESSAGES.memberSignInRequired);
  if (member && type?.isMember) {
    values.memberNumber = member.numMember;
    values.section = member.section?.name ?? null;
    values.workingHotel = values.workingHotel ?? member.workingHotel;
  }
  if (type?.isMember) {
    const check = ZMemberFields.safeParse(values);
    if (!check.success) invalid(index, String(check.error.issues[0]?.path[0]), MESSAGES.requiredText);
  }
  const main = { ...values, participantTypeId: type?.id ?? null, isAccompanying: false };
  if (isAdmin) return insertParticipant(tx, main);
  const [own] = await findOwnMainParticipants(tx, session, congress.id);
  if (own && (await findParticipationOfMainParticipant(tx, own.id))) {
    throw new AppError('CONFLICT', PARTICIPANT_MESSAGES.alreadyRegistered);
  }
  if (own) {
    await updateParticipant(tx, own.id, main);
    return own;
  }
  return insertParticipant(tx, { ...main, ...ownerValues(session) });
}

export function createParticipantCreateService(deps: { db: Database; clock: () => Date } & BookingModules) {
  const { db, clock } = deps;
  return {
    async create(session: SessionSubject, items: TParticipantCreateItem[]): Promise<TParticipant[]> {
      const ids = await withTransactionRetry(db, async (tx) => {
        await lockSubject(tx, session);
        const created: number[] = [];
        for (const [index, item] of items.entries())
          created.push((await createOne(deps, tx, session, item, index, clock())).id);
        return created;
      });
      const rows = await Promise.all(ids.map((id) => findParticipant(db, id)));
      return rows.flatMap((row) => (row ? [toDto(row)] : []));
    },
  };
}

export type ParticipantCreateService = ReturnType<typeof createParticipantCreateService>;

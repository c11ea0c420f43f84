import { randomInt } from 'node:crypto';
import { BOOKING_MESSAGES } from '@congress/domain/contracts/booking';
import {
  GROUP_MESSAGES,
  type TGroup,
  type TGroupCreate,
  type TGroupList,
} from '@congress/domain/contracts/groups';
import { isGroupRate } from '@congress/domain/groups/group-rules';
import { MESSAGES } from '@congress/domain/messages';
import { roomOptionsFor } from '@congress/domain/rate-rules';
import type { Database, Executor } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { enqueueEmails } from '../../../lib/mail/outbox.ts';
import type { SessionSubject } from '../../../lib/session-subject.ts';
import { sqlStateOf, withTransactionRetry } from '../../../lib/transaction-retry.ts';
import { recipientLanguage } from '../../../i18n/recipient-language.ts';
import { recordAudit } from '../../audit/audit.service.ts';
import { countPlaces } from '../../capacity/capacity.service.ts';
import type { BookingModules } from '../booking-deps.ts';
import type { AuthService } from '../../auth/auth.service.ts';
import { loadAggregates } from '../participations/participation-read.repository.ts';
import { invalidateRateLists } from '../rates/rate-list-cache.ts';
import { findBookableRate } from '../rates/bookable-rate.ts';
import { planStay } from '../registrations/booking-stay.ts';
import { refuseUnverified } from '../registrations/verified-guard.ts';
import { assertGroupAccess } from './group-access.ts';
import { groupBookedEmail } from './group-emails.ts';
import { type GroupPlan, takeGroupPlaces } from './group-places.ts';
import { groupSummary, groupView, namesDueOnOf } from './group-view.ts';
import { type GroupRow, insertGroup, listGroupPlaces, listGroupsOfPayer } from './groups.repository.ts';

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The one reference a group's bank transfer quotes: the congress, G for group, six drawn letters. */
export function groupReference(congressSlug: string): string {
  const drawn = Array.from({ length: 6 }, () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)]);
  return `${congressSlug.toUpperCase()}-G${drawn.join('')}`;
}

/** The group with every place's aggregate, read in one go. */
export async function loadGroupView(executor: Executor, group: GroupRow, now: Date): Promise<TGroup> {
  const places = await listGroupPlaces(executor, group.id);
  const aggregates = await loadAggregates(
    executor,
    group.congressId,
    places.map((place) => place.participationId),
  );
  return groupView(group, aggregates, now);
}

type Deps = { db: Database; clock: () => Date } & BookingModules & {
    auth: BookingModules['auth'] & Pick<AuthService, 'isEmailVerified'>;
  };

/** One payer books several places (decisions 49): the group, its places, its view. */
export function createGroupsService(deps: Deps) {
  const { db, clock, congresses } = deps;

  /** Everything refused before any lock: the congress, the rate, who books, the stay. */
  async function plan(session: SessionSubject, input: TGroupCreate): Promise<GroupPlan> {
    const { congress, rate } = await findBookableRate(db, congresses, input);
    // A member of the book books member rates only, and those are never a group's (group-rules.ts).
    if (session.kind === 'member') throw new AppError('FORBIDDEN', BOOKING_MESSAGES.memberTypeOnly);
    const eligible = isGroupRate({
      isMemberType: rate.type.isMember,
      secondParticipantType: rate.rate.secondParticipantType,
    });
    if (!eligible) throw new AppError('CONFLICT', GROUP_MESSAGES.rateNotForGroups);
    const roomOption = roomOptionsFor(rate.rate).defaultOption;
    const planned = await planStay(db, congress, { hotelId: rate.hotel.id, roomType: roomOption });
    return { congress, rate, roomOption, places: input.places, billing: input.billing, ...planned };
  }

  async function createInTransaction(session: SessionSubject, asked: GroupPlan) {
    return withTransactionRetry(db, async (tx) => {
      const now = clock();
      const group = await insertGroup(tx, {
        congressId: asked.congress.id,
        rateId: asked.rate.rate.id,
        payerUserId: session.id,
        billingName: asked.billing.billingCompanyName,
        payerEmail: session.email,
        reference: groupReference(asked.congress.slug),
        createdAt: now,
        updatedAt: now,
      });
      const ids = await takeGroupPlaces(tx, asked, group.id, now);
      const view = await loadGroupView(tx, group, now);
      await recordAudit(tx, {
        actor: session,
        congressId: group.congressId,
        action: 'create-group',
        entity: 'booking_group',
        entityId: group.id,
        after: { reference: group.reference, rateId: group.rateId, participationIds: ids },
      });
      const language = await recipientLanguage(
        tx,
        { userId: session.id, memberUserId: null },
        asked.congress,
      );
      const email = groupBookedEmail({
        to: session.email,
        language,
        congress: asked.congress,
        group,
        rate: view.rate,
        count: ids.length,
        totalCents: view.totals.dueCents,
        holdExpiresAt: new Date(view.holdExpiresAt ?? now.toISOString()),
        namesDueOn: view.namesDueOn,
      });
      await enqueueEmails(tx, [email]);
      return view;
    });
  }

  return {
    /** POST /api/group: all the places or none (409 when the rate or a night has too few). */
    async create(session: SessionSubject, input: TGroupCreate): Promise<TGroup> {
      await refuseUnverified(deps.auth, session);
      const asked = await plan(session, input);
      // Answers a rate already too full at once, without queueing for its lock; repeated under it.
      const places = await countPlaces(db, asked.rate.rate.id, clock());
      if (places + asked.places > asked.rate.rate.quota && places < asked.rate.rate.quota)
        throw new AppError('CONFLICT', GROUP_MESSAGES.notEnoughPlaces);
      for (let attempt = 0; ; attempt++) {
        try {
          const view = await createInTransaction(session, asked);
          invalidateRateLists(db);
          return view;
        } catch (error) {
          // A reference drawn twice (one chance in a billion) is drawn again.
          if (attempt >= 3 || sqlStateOf(error) !== '23505') throw error;
        }
      }
    },

    async list(session: SessionSubject, congressSlug: string): Promise<TGroupList> {
      const congress = await congresses.findBySlug(db, congressSlug);
      if (!congress) throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
      if (session.kind !== 'user') return { items: [] };
      const groups = await listGroupsOfPayer(db, session.id, congress.id);
      const now = clock();
      const items = [];
      for (const group of groups) items.push(groupSummary(await loadGroupView(db, group, now)));
      return { items };
    },

    async get(session: SessionSubject, groupId: number): Promise<TGroup> {
      const group = await assertGroupAccess(db, session, groupId);
      return loadGroupView(db, group, clock());
    },

    namesDueOnOf,
  };
}
export type GroupsService = ReturnType<typeof createGroupsService>;

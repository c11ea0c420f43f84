import {
  ACTIVITY_MESSAGES,
  SPOUSE,
  type TActivity,
  type TActivityCreate,
  type TActivityFields,
  type TActivityUpdate,
  type TActivityWithPlaces,
} from '@congress/domain/contracts/activities';
import { MESSAGES } from '@congress/domain/messages';
import type { Database, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { staleVersion } from '../../lib/stale-version.ts';
import { assertStaffCongress } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import type { BookingService } from '../booking/booking.service.ts';
import { countChosen } from '../capacity/capacity.service.ts';
import {
  deleteActivity,
  findActivity,
  insertActivity,
  listActivitiesOfCongress,
  listOpenActivities,
  setOpenOfCongress,
  updateActivity,
} from './activities.repository.ts';
import { toActivityDto, withPlaces } from './activity-dto.ts';
import { findCongressRefById, findCongressRefBySlug } from './congress-lookup.repository.ts';
import { addChoiceFromOffer, isActivityFor, personForActivity } from './activity-waiting.ts';

/** What waiting lists use of activities: eligibility, the taking of an offer (places: capacity). */
export const activityWaiting = {
  findActivity,
  personForActivity,
  isActivityFor,
  addChoiceFromOffer,
};
export type ActivityWaiting = typeof activityWaiting;

const columnsOf = (fields: TActivityFields) => ({
  label: fields.label,
  description: fields.description,
  startDate: fields.startDate,
  startTime: fields.startTime,
  endDate: fields.endDate,
  endTime: fields.endTime,
  url: fields.url,
  quota: fields.quota,
  who: [...new Set(fields.who)],
  // Left out of a write, the stored translations stay.
  ...(fields.translations && { translations: fields.translations }),
});

/** The admin Activities list (spec 2.2): list, create (closed), edit, delete, open/close. */
export function createActivitiesService(deps: {
  db: Database;
  booking: Pick<BookingService, 'isAdminOf' | 'listParticipantTypes'>;
}) {
  const { db, booking } = deps;

  function assertAdmin(session: SessionSubject, congressId: number) {
    if (!booking.isAdminOf(session, congressId)) throw new AppError('FORBIDDEN', MESSAGES.accessDenied);
  }

  /** `who` holds participant types of the congress and 'spouse' (decisions 23), nothing else. */
  async function assertWho(executor: Executor, congressId: number, who: string[]) {
    const types = await booking.listParticipantTypes(executor, congressId);
    const known = new Set([SPOUSE, ...types.map((t) => t.slug)]);
    const unknown = who.filter((slug) => !known.has(slug));
    if (unknown.length > 0) {
      const message = ACTIVITY_MESSAGES.unknownWho;
      throw new AppError('VALIDATION', message, {
        fields: { who: message },
        values: { types: unknown.join(', ') },
      });
    }
  }

  async function requireActivity(executor: Executor, id: number) {
    const row = await findActivity(executor, id);
    if (!row) throw new AppError('NOT_FOUND', ACTIVITY_MESSAGES.activityNotFound);
    return row;
  }

  /** The activity was there when read; an update that wrote no row met a newer version (decisions 39). */
  async function written<T>(executor: Executor, id: number, row: T | null): Promise<T> {
    if (row) return row;
    await requireActivity(executor, id);
    throw staleVersion();
  }

  return {
    /** Every activity of the congress with its places taken (staff). */
    async listOfCongress(session: SessionSubject, slug: string): Promise<TActivityWithPlaces[]> {
      const congress = await findCongressRefBySlug(db, slug);
      if (!congress) throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
      assertStaffCongress(session, congress.id);
      const [rows, chosen] = await Promise.all([
        listActivitiesOfCongress(db, congress.id),
        countChosen(db, { congressId: congress.id }),
      ]);
      return rows.map((row) => withPlaces(row, chosen.get(row.id) ?? 0));
    },

    async listOpen(congressId: number): Promise<TActivity[]> {
      if (!(await findCongressRefById(db, congressId)))
        throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
      return (await listOpenActivities(db, congressId)).map(toActivityDto);
    },

    async create(session: SessionSubject, body: TActivityCreate): Promise<TActivity> {
      if (!(await findCongressRefById(db, body.congressId))) {
        throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
      }
      assertAdmin(session, body.congressId);
      return db.transaction(async (tx) => {
        await assertWho(tx, body.congressId, body.who);
        const row = await insertActivity(tx, {
          ...columnsOf(body),
          congressId: body.congressId,
          isOpen: false,
        });
        await recordAudit(tx, {
          actor: session,
          congressId: row.congressId,
          action: 'create',
          entity: 'activity',
          entityId: row.id,
          after: row,
        });
        return toActivityDto(row);
      });
    },

    async update(session: SessionSubject, id: number, body: TActivityUpdate): Promise<TActivity> {
      return db.transaction(async (tx) => {
        const before = await requireActivity(tx, id);
        assertAdmin(session, before.congressId);
        if (before.version !== body.version) throw staleVersion();
        await assertWho(tx, before.congressId, body.who);
        const after = await written(tx, id, await updateActivity(tx, id, body.version, columnsOf(body)));
        await recordAudit(tx, {
          actor: session,
          congressId: before.congressId,
          action: 'update',
          entity: 'activity',
          entityId: id,
          before,
          after,
        });
        return toActivityDto(after);
      });
    },

    /** Deleting an activity removes its choices too. */
    async remove(session: SessionSubject, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await requireActivity(tx, id);
        assertAdmin(session, before.congressId);
        await deleteActivity(tx, id);
        await recordAudit(tx, {
          actor: session,
          congressId: before.congressId,
          action: 'delete',
          entity: 'activity',
          entityId: id,
          before,
        });
      });
    },

    /** The per-activity switch: sets `isOpen`, or switches it when no value is given. */
    async setOpen(
      session: SessionSubject,
      id: number,
      congressId: number,
      change: { isOpen?: boolean | undefined; version: number },
    ): Promise<TActivity> {
      return db.transaction(async (tx) => {
        const before = await requireActivity(tx, id);
        if (before.congressId !== congressId)
          throw new AppError('NOT_FOUND', ACTIVITY_MESSAGES.activityNotFound);
        assertAdmin(session, congressId);
        if (before.version !== change.version) throw staleVersion();
        const isOpen = change.isOpen ?? !before.isOpen;
        const after = await written(tx, id, await updateActivity(tx, id, change.version, { isOpen }));
        await recordAudit(tx, {
          actor: session,
          congressId,
          action: after.isOpen ? 'open' : 'close',
          entity: 'activity',
          entityId: id,
          before: { isOpen: before.isOpen },
          after: { isOpen: after.isOpen },
        });
        return toActivityDto(after);
      });
    },

    /** Open/Close all activities of the congress in one call. */
    async setOpenAll(session: SessionSubject, congressId: number, isOpen: boolean) {
      if (!(await findCongressRefById(db, congressId)))
        throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
      assertAdmin(session, congressId);
      return db.transaction(async (tx) => {
        const updated = await setOpenOfCongress(tx, congressId, isOpen);
        await recordAudit(tx, {
          actor: session,
          congressId,
          action: isOpen ? 'open-all' : 'close-all',
          entity: 'activity',
          entityId: null,
          after: { isOpen, updated },
        });
        return { isOpen, updated };
      });
    },
  };
}
export type ActivitiesService = ReturnType<typeof createActivitiesService>;

import {
  ACTIVITY_MESSAGES,
  type TActivityPeoplePage,
  type TActivityPeopleQuery,
  type TActivityStats,
} from '@congress/domain/contracts/activities';
import type { Language } from '@congress/domain/i18n/languages';
import { MESSAGES } from '@congress/domain/messages';
import type { Writable } from 'node:stream';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertStaffCongress } from '../../plugins/auth.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { countChosen } from '../capacity/capacity.service.ts';
import { findActivity, listActivitiesOfCongress } from './activities.repository.ts';
import {
  countPeople,
  listChoiceRows,
  type PeoplePage,
  pagePeopleOfActivity,
  pagePeopleWithoutChoice,
  type RegistrationPersonRow,
} from './activity-people.repository.ts';
import { toPersonDto, withPlaces } from './activity-dto.ts';
import { writeActivityExport } from './activity-export.ts';
import { findCongressRefBySlug } from './congress-lookup.repository.ts';

const pageOf = (query: TActivityPeopleQuery): PeoplePage => ({
  limit: query.pageSize,
  offset: (query.page - 1) * query.pageSize,
});

const toPage = (
  found: { items: RegistrationPersonRow[]; total: number },
  query: TActivityPeopleQuery,
): TActivityPeoplePage => ({ items: found.items.map(toPersonDto), total: found.total, ...query });

/** Statistics of the activities (staff, visualisation included): counts, people, xlsx export. */
export function createActivityStatsService(deps: { db: Database }) {
  const { db } = deps;

  async function requireCongress(session: SessionSubject, slug: string) {
    const congress = await findCongressRefBySlug(db, slug);
    if (!congress) throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
    assertStaffCongress(session, congress.id);
    return congress;
  }

  return {
    async stats(session: SessionSubject, slug: string): Promise<TActivityStats> {
      const congress = await requireCongress(session, slug);
      const [rows, chosen, people] = await Promise.all([
        listActivitiesOfCongress(db, congress.id),
        countChosen(db, { congressId: congress.id }),
        countPeople(db, congress.id),
      ]);
      return {
        congress,
        activities: rows.map((row) => withPlaces(row, chosen.get(row.id) ?? 0)),
        withoutChoice: people.withoutChoice,
        registrations: people.active,
      };
    },

    async withoutChoice(
      session: SessionSubject,
      slug: string,
      query: TActivityPeopleQuery,
    ): Promise<TActivityPeoplePage> {
      const congress = await requireCongress(session, slug);
      return toPage(await pagePeopleWithoutChoice(db, congress.id, pageOf(query)), query);
    },

    async participants(
      session: SessionSubject,
      activityId: number,
      query: TActivityPeopleQuery,
    ): Promise<TActivityPeoplePage> {
      const activity = await findActivity(db, activityId);
      if (!activity) throw new AppError('NOT_FOUND', ACTIVITY_MESSAGES.activityNotFound);
      assertStaffCongress(session, activity.congressId);
      return toPage(await pagePeopleOfActivity(db, activityId, pageOf(query)), query);
    },

    /**
     * One row per choice of a non-cancelled registration, by date, activity and name (admins), written
     * on the exports' streaming writer in the staff member's language by `write`.
     */
    async exportXlsx(
      session: SessionSubject,
      slug: string,
      language: Language = 'en',
    ): Promise<{ filename: string; write: (output: Writable) => Promise<void> }> {
      const congress = await requireCongress(session, slug);
      const rows = await listChoiceRows(db, congress.id);
      // Like the participation exports (spec 5): no choice at all is a 404, not an empty file.
      if (rows.length === 0) throw new AppError('NOT_FOUND', MESSAGES.exportNoData);
      return {
        filename: `activities-${congress.slug}.xlsx`,
        write: (output) => writeActivityExport(rows, output, language),
      };
    },
  };
}

export type ActivityStatsService = ReturnType<typeof createActivityStatsService>;

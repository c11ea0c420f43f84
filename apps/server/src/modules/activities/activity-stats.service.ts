import {
  ACTIVITY_MESSAGES,
  type TActivityPeoplePage,
  type TActivityPeopleQuery,
  type TActivityStats,
} from '@congress/domain/contracts/activities';
import { MESSAGES } from '@congress/domain/messages';
import ExcelJS from 'exceljs';
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
import { toPersonDto, whoKeyOfPerson, withPlaces } from './activity-dto.ts';
import { findCongressRefBySlug } from './congress-lookup.repository.ts';

/** A cell that a spreadsheet could read as a formula stays text (= + - @ and tab/CR). */
const asText = (value: string | null) =>
  value && /^[=+\-@\t\r]/.test(value) ? { richText: [{ text: value }] } : (value ?? '');

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

    /** One row per choice of a non-cancelled registration, by date, activity and name (admins). */
    async exportXlsx(session: SessionSubject, slug: string): Promise<{ filename: string; data: Buffer }> {
      const congress = await requireCongress(session, slug);
      const rows = await listChoiceRows(db, congress.id);
      // Like the participation exports (spec 5): no choice at all is a 404, not an empty file.
      if (rows.length === 0) throw new AppError('NOT_FOUND', MESSAGES.exportNoData);
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet('Activity choices', { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = [
        { header: 'Date', key: 'date', width: 12 },
        { header: 'Start', key: 'start', width: 8 },
        { header: 'End', key: 'end', width: 8 },
        { header: 'Activity', key: 'activity', width: 40 },
        { header: 'Last name', key: 'lastName', width: 20 },
        { header: 'First name', key: 'firstName', width: 20 },
        { header: 'E-mail', key: 'email', width: 30 },
        { header: 'Participant', key: 'who', width: 18 },
        { header: 'Registration', key: 'registration', width: 12 },
        { header: 'Participation', key: 'participation', width: 12 },
        { header: 'Status', key: 'status', width: 12 },
      ];
      sheet.getRow(1).font = { bold: true };
      for (const row of rows) {
        sheet.addRow({
          date: row.startDate,
          start: row.startTime?.slice(0, 5) ?? '',
          end: row.endTime?.slice(0, 5) ?? '',
          activity: asText(row.activityLabel),
          lastName: asText(row.lastName),
          firstName: asText(row.firstName),
          email: asText(row.email),
          who: row.position === 1 ? whoKeyOfPerson(row) : `${whoKeyOfPerson(row)} (second person)`,
          registration: row.id,
          participation: row.participationId,
          status: row.statusRegistration,
        });
      }
      const data = Buffer.from(await workbook.xlsx.writeBuffer());
      return { filename: `activities-${congress.slug}.xlsx`, data };
    },
  };
}

export type ActivityStatsService = ReturnType<typeof createActivityStatsService>;

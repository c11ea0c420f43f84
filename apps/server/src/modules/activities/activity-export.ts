import type { Writable } from 'node:stream';
import { labelOf, REGISTRATION_STATUS_LABELS } from '@congress/domain/enum-labels';
import type { Language } from '@congress/domain/i18n/languages';
import { defineMessages } from '../../i18n/messages.ts';
import { translatorFor } from '../../i18n/translators.ts';
import { createXlsxStream, type ExportColumn } from '../../lib/xlsx-writer.ts';
import type { RegistrationPersonRow } from './activity-people.repository.ts';
import { whoKeyOfPerson } from './activity-dto.ts';

/** A row of the export: one choice of a registration (listChoiceRows). */
type ChoiceRow = RegistrationPersonRow & {
  activityLabel: string;
  startDate: string;
  startTime: string | null;
  endTime: string | null;
};

const M = defineMessages({
  sheet: { id: 'export.activities.sheet', defaultMessage: 'Activity choices' },
  date: { id: 'export.activities.date', defaultMessage: 'Date' },
  start: { id: 'export.activities.start', defaultMessage: 'Start' },
  end: { id: 'export.activities.end', defaultMessage: 'End' },
  activity: { id: 'export.activities.activity', defaultMessage: 'Activity' },
  lastName: { id: 'export.activities.lastName', defaultMessage: 'Last name' },
  firstName: { id: 'export.activities.firstName', defaultMessage: 'First name' },
  email: { id: 'export.activities.email', defaultMessage: 'E-mail' },
  who: { id: 'export.activities.participant', defaultMessage: 'Participant' },
  registration: { id: 'export.activities.registration', defaultMessage: 'Registration' },
  participation: { id: 'export.activities.participation', defaultMessage: 'Participation' },
  status: { id: 'export.activities.status', defaultMessage: 'Status' },
});

const hhmm = (time: string | null) => time?.slice(0, 5) ?? '';

/**
 * The activity choices as an xlsx on the exports' streaming writer (formula-like text stays text
 * there), headers and statuses in the staff member's language.
 */
export async function writeActivityExport(
  rows: readonly ChoiceRow[],
  output: Writable,
  language: Language,
): Promise<void> {
  const { intl } = translatorFor(language);
  const say = (message: (typeof M)[keyof typeof M]) => intl.formatMessage(message);
  const columns: ExportColumn<ChoiceRow>[] = [
    { header: say(M.date), value: (r) => r.startDate, width: 12 },
    { header: say(M.start), value: (r) => hhmm(r.startTime), width: 8 },
    { header: say(M.end), value: (r) => hhmm(r.endTime), width: 8 },
    { header: say(M.activity), value: (r) => r.activityLabel, width: 40 },
    { header: say(M.lastName), value: (r) => r.lastName, width: 20 },
    { header: say(M.firstName), value: (r) => r.firstName, width: 20 },
    { header: say(M.email), value: (r) => r.email, width: 30 },
    {
      header: say(M.who),
      value: (r) => (r.position === 1 ? whoKeyOfPerson(r) : `${whoKeyOfPerson(r)} (second person)`),
      width: 18,
    },
    { header: say(M.registration), value: (r) => r.id, width: 12 },
    { header: say(M.participation), value: (r) => r.participationId, width: 12 },
    {
      header: say(M.status),
      value: (r) => labelOf(intl, REGISTRATION_STATUS_LABELS, r.statusRegistration),
      width: 12,
    },
  ];
  const book = createXlsxStream(output);
  await book.sheet(say(M.sheet), columns, [rows]);
  await book.commit();
}

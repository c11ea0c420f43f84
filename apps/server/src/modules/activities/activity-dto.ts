import type { TActivity, TActivityPerson, TActivityWithPlaces } from '@congress/domain/contracts/activities';
import { isFull, whoKeyOf } from '@congress/domain/activities';
import { compactTranslations, pickTranslation } from '@congress/domain/i18n/content';
import type { Language } from '@congress/domain/i18n/languages';
import type { ActivityRow } from './activities.repository.ts';
import type { RegistrationPersonRow } from './activity-people.repository.ts';

/** Times are stored as wall-clock times of the congress zone and shown HH:MM (decisions 16). */
const hhmm = (value: string | null) => (value ? value.slice(0, 5) : null);

export const toActivityDto = (row: ActivityRow): TActivity => ({
  id: row.id,
  congressId: row.congressId,
  label: row.label,
  description: row.description,
  startDate: row.startDate,
  startTime: hhmm(row.startTime),
  endDate: row.endDate,
  endTime: hhmm(row.endTime),
  url: row.url,
  quota: row.quota,
  isOpen: row.isOpen,
  who: row.who,
  defaultText: { label: row.label, description: row.description },
  translations: compactTranslations(row.translations),
  version: row.version,
});

/** The activity's label and description in the reader's language, else the default one. */
export function localizeActivity<T extends TActivity>(activity: T, language: Language): T {
  const base = activity.defaultText ?? { label: activity.label, description: activity.description };
  return {
    ...activity,
    label: pickTranslation(base.label, activity.translations, language, 'label') ?? base.label,
    description: pickTranslation(base.description, activity.translations, language, 'description'),
  };
}

export const localizeActivities = <T extends TActivity>(list: T[], language: Language): T[] =>
  list.map((activity) => localizeActivity(activity, language));

export const withPlaces = (row: ActivityRow, chosen: number): TActivityWithPlaces => ({
  ...toActivityDto(row),
  chosen,
  isFull: isFull({ quota: row.quota, chosen }),
});

export const whoKeyOfPerson = (row: RegistrationPersonRow) =>
  whoKeyOf({
    position: row.position,
    participantTypeSlug: row.position === 1 ? row.rateTypeSlug : null,
    secondParticipantType: row.secondParticipantType,
  });

export const toPersonDto = (row: RegistrationPersonRow): TActivityPerson => ({
  registrationId: row.id,
  participationId: row.participationId,
  position: row.position,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  whoKey: whoKeyOfPerson(row),
  statusRegistration: row.statusRegistration,
});

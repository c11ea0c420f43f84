import type { TCheckInPerson } from '@congress/domain/contracts/check-in';
import { dayInZone, trimToTime } from '@congress/domain/dates';
import type { Language } from '@congress/domain/i18n/languages';
import type { Executor } from '../../db/database.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { translatorFor } from '../../i18n/translators.ts';
import { findActivitiesOn, type PersonRow } from './check-in.repository.ts';

const PERSON_WORDS = defineMessages({
  accompanying: { id: 'ticket.person.accompanying', defaultMessage: 'Accompanying person' },
  participant: { id: 'ticket.person.participant', defaultMessage: 'Participant' },
});

/** The person's type as printed: the staff's label, or a fixed word in `language`. */
export const typeLabelOf = (
  row: Pick<PersonRow, 'isAccompanying' | 'typeLabel'>,
  language: Language = 'en',
) => {
  const { intl } = translatorFor(language);
  if (row.isAccompanying) return intl.formatMessage(PERSON_WORDS.accompanying);
  return row.typeLabel ?? intl.formatMessage(PERSON_WORDS.participant);
};

export const affiliationOf = (row: Pick<PersonRow, 'section' | 'workingHotel'>) =>
  [row.section, row.workingHotel].filter(Boolean).join(' · ') || null;

/** What the door sees of each person: today's activities in the congress's time zone. */
export async function personCards(
  executor: Executor,
  rows: PersonRow[],
  congress: { currency: string; timeZone: string },
  now: Date,
): Promise<TCheckInPerson[]> {
  const today = dayInZone(now, congress.timeZone);
  const chosen = await findActivitiesOn(
    executor,
    rows.map((row) => row.registrationId),
    today,
  );
  return rows.map((row) => ({
    registrationId: row.registrationId,
    participationId: row.participationId,
    firstName: row.firstName,
    lastName: row.lastName,
    typeLabel: typeLabelOf(row),
    hotel: row.hotel,
    rate: row.rate,
    registrationStatus: row.registrationStatus,
    dueCents: row.dueCents,
    currency: congress.currency,
    activitiesToday: chosen
      .filter((activity) => activity.registrationId === row.registrationId)
      .map((activity) => ({
        label: activity.label,
        startTime: activity.startTime ? trimToTime(activity.startTime) : null,
        endTime: activity.endTime ? trimToTime(activity.endTime) : null,
      })),
    checkIn: row.checkedInAt ? { at: row.checkedInAt.toISOString(), by: row.checkedInBy } : null,
  }));
}

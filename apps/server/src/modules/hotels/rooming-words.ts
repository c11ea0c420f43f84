import { formatDate } from '@congress/domain/dates';
import { FORMAT_LOCALES, type Language } from '@congress/domain/i18n/languages';
import { type MarkedRoomingLine, nightsOfLine } from '@congress/domain/rooming-list';
import { defineMessages } from '../../i18n/messages.ts';
import { translatorFor } from '../../i18n/translators.ts';

/** The words of a rooming list, in the congress's language (the hotel reads what the organisers write). */
export const ROOMING_WORDS = defineMessages({
  title: { id: 'rooming.title', defaultMessage: 'Rooming list: {hotel}' },
  madeOn: { id: 'rooming.madeOn', defaultMessage: 'Made on {date}' },
  counts: {
    id: 'rooming.counts',
    defaultMessage:
      '{rooms, plural, one {# room} other {# rooms}}; since the last sending: {new} new, {changed} changed, {cancelled} cancelled',
  },
  mark: { id: 'rooming.column.mark', defaultMessage: 'Change' },
  arrival: { id: 'rooming.column.arrival', defaultMessage: 'Arrival' },
  departure: { id: 'rooming.column.departure', defaultMessage: 'Departure' },
  nights: { id: 'rooming.column.nights', defaultMessage: 'Nights' },
  roomType: { id: 'rooming.column.roomType', defaultMessage: 'Room type' },
  guest1: { id: 'rooming.column.guest1', defaultMessage: 'Guest' },
  guest2: { id: 'rooming.column.guest2', defaultMessage: 'Second guest' },
  reference: { id: 'rooming.column.reference', defaultMessage: 'Reference' },
  what: { id: 'rooming.column.what', defaultMessage: 'What changed' },
  markNew: { id: 'rooming.mark.new', defaultMessage: 'New' },
  markChanged: { id: 'rooming.mark.changed', defaultMessage: 'Changed' },
  markCancelled: { id: 'rooming.mark.cancelled', defaultMessage: 'Cancelled' },
  single: { id: 'rooming.room.single', defaultMessage: 'Single' },
  twin: { id: 'rooming.room.twin', defaultMessage: 'Twin' },
  double: { id: 'rooming.room.double', defaultMessage: 'Double' },
  awaited: { id: 'rooming.awaited', defaultMessage: 'Room-mate to confirm: {name}' },
  datesWere: { id: 'rooming.was.dates', defaultMessage: 'Dates were {arrival} to {departure}' },
  roomWas: { id: 'rooming.was.room', defaultMessage: 'Room type was {room}' },
  guestsWere: { id: 'rooming.was.guests', defaultMessage: 'Guests were {guests}' },
  empty: { id: 'rooming.empty', defaultMessage: 'No rooms booked at this hotel yet.' },
});

export type RoomingRow = {
  mark: string;
  arrival: string;
  departure: string;
  nights: number;
  roomType: string;
  guest1: string;
  guest2: string;
  reference: string;
  what: string;
};

/** What a file prints for each line: dates in the congress's time zone, words in its language. */
export function roomingWords(language: Language, timeZone: string) {
  const { intl } = translatorFor(language);
  const locale = FORMAT_LOCALES[language];
  const day = (value: string) => formatDate(value, timeZone, locale);
  const say = (
    message: (typeof ROOMING_WORDS)[keyof typeof ROOMING_WORDS],
    values?: Record<string, string | number>,
  ) => intl.formatMessage(message, values);
  const room = (type: MarkedRoomingLine['roomType']) => say(ROOMING_WORDS[type]);
  const markWord = (line: MarkedRoomingLine) =>
    line.mark === 'new'
      ? say(ROOMING_WORDS.markNew)
      : line.mark === 'changed'
        ? say(ROOMING_WORDS.markChanged)
        : line.mark === 'cancelled'
          ? say(ROOMING_WORDS.markCancelled)
          : '';
  const what = (line: MarkedRoomingLine) => {
    const before = line.before;
    if (!before || line.mark !== 'changed') return '';
    return line.changes
      .map((change) =>
        change === 'dates'
          ? say(ROOMING_WORDS.datesWere, { arrival: day(before.arrival), departure: day(before.departure) })
          : change === 'roomType'
            ? say(ROOMING_WORDS.roomWas, { room: room(before.roomType) })
            : say(ROOMING_WORDS.guestsWere, { guests: before.guests.join(', ') }),
      )
      .join('; ');
  };
  return {
    say,
    day,
    row(line: MarkedRoomingLine): RoomingRow {
      return {
        mark: markWord(line),
        arrival: day(line.arrival),
        departure: day(line.departure),
        nights: nightsOfLine(line),
        roomType: room(line.roomType),
        guest1: line.guests[0] ?? '',
        guest2:
          line.guests[1] ??
          (line.awaitedRoomMate ? say(ROOMING_WORDS.awaited, { name: line.awaitedRoomMate }) : ''),
        reference: line.reference,
        what: what(line),
      };
    },
  };
}
export type RoomingWords = ReturnType<typeof roomingWords>;

import type { RoomingCounts } from '@congress/domain/rooming-list';
import type { Language } from '@congress/domain/i18n/languages';
import { defineMessages } from '../../i18n/messages.ts';
import { translatorFor } from '../../i18n/translators.ts';
import { paragraphs } from '../../lib/mail/email-text.ts';

const MAIL = defineMessages({
  subject: { id: 'email.roomingList.subject', defaultMessage: '{congress}: rooming list for {hotel}' },
  hello: { id: 'email.roomingList.hello', defaultMessage: 'Dear reservations team,' },
  attached: {
    id: 'email.roomingList.attached',
    defaultMessage:
      'Attached is the rooming list of {congress} at {hotel}, as a spreadsheet and as a PDF: {rooms, plural, one {# room} other {# rooms}}.',
  },
  first: { id: 'email.roomingList.first', defaultMessage: 'This is our first list: every room is new.' },
  since: {
    id: 'email.roomingList.since',
    defaultMessage:
      'Since our list of {date}: {new} new, {changed} changed, {cancelled} cancelled. The column "Change" marks them, and says what each change was.',
  },
  link: {
    id: 'email.roomingList.link',
    defaultMessage:
      'The current list and every change we sent stay readable until {date}, without an account: {link}',
  },
  signature: { id: 'email.roomingList.signature', defaultMessage: 'The organisers of {congress}' },
});

/** The e-mail that carries a rooming list to the hotel, in the congress's language. */
export function roomingEmail(input: {
  language: Language;
  congress: string;
  hotel: string;
  counts: RoomingCounts;
  /** The day of the last sending, formatted; null for the first. */
  lastSentOn: string | null;
  link: string;
  linkUntil: string;
}): { subject: string; html: string; text: string } {
  const { intl } = translatorFor(input.language);
  const values = { congress: input.congress, hotel: input.hotel };
  return {
    subject: intl.formatMessage(MAIL.subject, values),
    ...paragraphs([
      intl.formatMessage(MAIL.hello),
      intl.formatMessage(MAIL.attached, { ...values, rooms: input.counts.rooms }),
      input.lastSentOn === null
        ? intl.formatMessage(MAIL.first)
        : intl.formatMessage(MAIL.since, { ...input.counts, date: input.lastSentOn }),
      intl.formatMessage(MAIL.link, { date: input.linkUntil, link: input.link }),
      intl.formatMessage(MAIL.signature, values),
    ]),
  };
}

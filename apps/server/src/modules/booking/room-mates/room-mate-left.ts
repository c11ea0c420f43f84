import type { Language } from '@congress/domain/i18n/languages';
import type { Transaction } from '../../../db/database.ts';
import { defineMessages } from '../../../i18n/messages.ts';
import { recipientLanguage } from '../../../i18n/recipient-language.ts';
import { translatorFor } from '../../../i18n/translators.ts';
import { paragraphs } from '../../../lib/mail/email-text.ts';
import { enqueueEmails, type OutgoingEmail } from '../../../lib/mail/outbox.ts';
import { withPersonalLink } from '../../../lib/mail/personal-link.ts';
import { findParticipationAggregate } from '../participations/participation-read.repository.ts';
import { findRegisteredMember } from './room-mate-left.repository.ts';

export const ROOM_MATE_LEFT_PURPOSE = 'room-mate-left';

const M = defineMessages({
  subject: {
    id: 'email.roomMateLeft.subject',
    defaultMessage: '{congress}: {name} no longer shares your room',
  },
  hello: { id: 'email.roomMateLeft.hello', defaultMessage: 'Hello {firstName},' },
  left: {
    id: 'email.roomMateLeft.left',
    defaultMessage:
      '{name} changed their registration for {congress} and no longer shares a room with you at {hotel}.',
  },
  stays: {
    id: 'email.roomMateLeft.stays',
    defaultMessage:
      'Your registration stays as it is. To share your room with someone else or to choose another room, change your registration from your registration page.',
  },
});

export type RoomMateLeftInput = {
  language: Language;
  to: string;
  congress: { id: number; slug: string; label: string };
  /** Who left, as the booking named them. */
  leaver: string;
  firstName: string;
  hotel: string;
};

/** The e-mail to the member a booker no longer shares with (decisions 46: room-mates are members, not companions). */
export function roomMateLeftEmail(input: RoomMateLeftInput): OutgoingEmail {
  const { intl } = translatorFor(input.language);
  const say = (message: (typeof M)[keyof typeof M], values: Record<string, string>) =>
    intl.formatMessage(message, values);
  const values = { name: input.leaver, congress: input.congress.label, hotel: input.hotel };
  const body = paragraphs([
    say(M.hello, { firstName: input.firstName }),
    say(M.left, values),
    say(M.stays, values),
  ]);
  return {
    congressId: input.congress.id,
    purpose: ROOM_MATE_LEFT_PURPOSE,
    to: input.to,
    subject: say(M.subject, values),
    ...withPersonalLink(body, input.language, input.congress.slug),
  };
}

/**
 * A booking that named a member as room-mate now names another or none: that member, if registered,
 * is told, in the write's transaction. Their own booking is left as it is (they may still name the
 * leaver; the dashboard then says the room-mate is not sharing).
 */
export async function notifyRoomMateLeft(
  tx: Transaction,
  input: {
    congress: { id: number; slug: string; label: string };
    participationId: number;
    leaver: string;
    formerMateNumber: string;
  },
): Promise<boolean> {
  const mate = await findRegisteredMember(
    tx,
    input.congress.id,
    input.formerMateNumber,
    input.participationId,
  );
  if (!mate?.email) return false;
  const language = await recipientLanguage(tx, mate, { id: input.congress.id });
  await enqueueEmails(tx, [
    roomMateLeftEmail({
      language,
      to: mate.email,
      congress: input.congress,
      leaver: input.leaver,
      firstName: mate.firstName,
      hotel: mate.hotelName,
    }),
  ]);
  return true;
}

/** Where a participation stood on its room-mate before a write: the member it named, and whether it was live. */
export type RoomMateBefore = { mateNumber: string | null; isCancelled: boolean };

const sameNumber = (a: string | null, b: string | null) =>
  (a ?? '').trim().toUpperCase() === (b ?? '').trim().toUpperCase();

/**
 * Staff's writes (Manage Registration, a status change, the participation's own fields, an approved
 * cancellation): the member the participation shared with is told exactly as when the participant
 * leaves on their own, when after the write it names another member, none, or is cancelled.
 */
export async function notifyRoomMateLeftAfter(
  tx: Transaction,
  participationId: number,
  before: RoomMateBefore,
): Promise<boolean> {
  const formerMateNumber = before.mateNumber;
  if (!formerMateNumber || before.isCancelled) return false;
  const agg = await findParticipationAggregate(tx, participationId);
  const main = agg?.registrations.find((row) => row.position === 1);
  if (!agg || !main) return false;
  const isCancelled = main.statusRegistration === 'cancelled';
  if (!isCancelled && sameNumber(formerMateNumber, agg.participation.accompanyingMemberNumber)) return false;
  const leaver = `${main.participant.firstName} ${main.participant.lastName}`.trim();
  return notifyRoomMateLeft(tx, { congress: agg.congress, participationId, leaver, formerMateNumber });
}

/** The participation's room-mate as it stands, read before a staff write. */
export function roomMateBefore(
  participation: { accompanyingMemberNumber: string | null },
  main: { statusRegistration: string } | undefined,
): RoomMateBefore {
  return {
    mateNumber: participation.accompanyingMemberNumber,
    isCancelled: !main || main.statusRegistration === 'cancelled',
  };
}

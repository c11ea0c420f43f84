import { dayInZone, formatDate } from '@congress/domain/dates';
import { FORMAT_LOCALES } from '@congress/domain/i18n/languages';
import { formatMoney } from '@congress/domain/money';
import { atRiskCents, releaseDatesToRemind } from '@congress/domain/room-pickup';
import { addDays, daysBetween } from '@congress/domain/stays';
import type { Database, Transaction } from '../../db/database.ts';
import { defineMessages } from '../../i18n/messages.ts';
import { translatorFor } from '../../i18n/translators.ts';
import { paragraphs } from '../../lib/mail/email-text.ts';
import { enqueueEmails, type OutgoingEmail } from '../../lib/mail/outbox.ts';
import {
  type BlockRow,
  countRoomUse,
  lockBlocksToRemind,
  markReleaseReminded,
} from '../capacity/capacity.service.ts';
import type { CongressesService } from '../congresses/congresses.service.ts';
import { listCongressAdmins } from '../users/users.service.ts';
import { findHotel } from './hotels.repository.ts';
import { RELEASE_REMINDER_DAYS } from '@congress/domain/room-pickup';

const REMINDER = defineMessages({
  subject: {
    id: 'email.releaseReminder.subject',
    defaultMessage: '{congress}: {hotel} takes back its unsold rooms after {date}',
  },
  hello: { id: 'email.releaseReminder.hello', defaultMessage: 'Hello,' },
  release: {
    id: 'email.releaseReminder.release',
    defaultMessage:
      'The room block of {hotel} for {congress} gives its unsold rooms back to the hotel after {date} ({days, plural, =0 {today} one {in # day} other {in # days}}).',
  },
  unsold: {
    id: 'email.releaseReminder.unsold',
    defaultMessage:
      'On the nights concerned ({nights}), {unsold, plural, one {# room is} other {# rooms are}} contracted and not sold: {amount} owed to the hotel if nothing more sells.',
  },
  review: {
    id: 'email.releaseReminder.review',
    defaultMessage: 'Review the pickup, and release unsold rooms while the contract allows it: {link}',
  },
  signature: {
    id: 'email.releaseReminder.signature',
    defaultMessage: 'Congress registration for {congress}',
  },
});

/** Where staff read a hotel's pickup (the web app's route). */
export const pickupPath = (slug: string, hotelId: number) =>
  `/${slug}/dashboard/admin/hotels/${hotelId}/pickup`;

type Group = { hotelId: number; congressId: number; releaseOn: string; blocks: BlockRow[] };

/**
 * Decisions 46: admins hear of each release date RELEASE_REMINDER_DAYS before it, once per hotel and
 * date (a date staff move is reminded of again), in their own language, with the unsold rooms and
 * what they would cost. Rows and e-mails move in one transaction, so a reminder is queued exactly once.
 */
export function createReleaseReminderService({
  db,
  congresses,
  publicUrl,
}: {
  db: Database;
  congresses: Pick<CongressesService, 'findById'>;
  publicUrl: string;
}) {
  async function remindGroup(tx: Transaction, group: Group, now: Date): Promise<OutgoingEmail[]> {
    const [hotel, congress] = [
      await findHotel(tx, group.hotelId),
      await congresses.findById(tx, group.congressId),
    ];
    if (!hotel || !congress) return [];
    const nights = [...new Set(group.blocks.map((b) => b.night))].sort();
    const use = await countRoomUse(tx, { hotelId: hotel.id, nights }, now);
    const cells = group.blocks.map((block) => {
      const taken = use.find((u) => u.night === block.night && u.roomType === block.roomType);
      return {
        contracted: block.rooms,
        sold: taken?.sold ?? 0,
        held: taken?.held ?? 0,
        releaseOn: block.releaseOn,
        priceCents: block.extraNightPriceCents,
      };
    });
    const today = dayInZone(now, congress.timeZone);
    const unsold = cells.reduce((sum, cell) => sum + Math.max(0, cell.contracted - cell.sold), 0);
    const owed = cells.reduce((sum, cell) => sum + atRiskCents(cell, today), 0);
    const admins = await listCongressAdmins(tx, congress.id);
    return admins.map((admin) => {
      const language = admin.language ?? congress.defaultLanguage;
      const { intl } = translatorFor(language);
      const locale = FORMAT_LOCALES[language];
      const date = formatDate(group.releaseOn, congress.timeZone, locale);
      const values = { congress: congress.label, hotel: hotel.name, date };
      const body = paragraphs([
        intl.formatMessage(REMINDER.hello),
        intl.formatMessage(REMINDER.release, { ...values, days: daysBetween(today, group.releaseOn) }),
        intl.formatMessage(REMINDER.unsold, {
          nights: nights.map((night) => formatDate(night, congress.timeZone, locale)).join(', '),
          unsold,
          amount: formatMoney(owed, congress.currency, { alwaysMinor: true, locale }),
        }),
        intl.formatMessage(REMINDER.review, { link: `${publicUrl}${pickupPath(congress.slug, hotel.id)}` }),
        intl.formatMessage(REMINDER.signature, values),
      ]);
      return {
        congressId: congress.id,
        purpose: 'release-reminder',
        to: admin.email,
        subject: intl.formatMessage(REMINDER.subject, values),
        ...body,
      };
    });
  }

  return {
    /** One pass: the number of reminders queued. Tests call it with the instant they need. */
    async sweep(now: Date): Promise<number> {
      return db.transaction(async (tx) => {
        // Days are the congresses' own: a day either side of UTC's, then each congress's day decides.
        const utcToday = now.toISOString().slice(0, 10);
        const rows = await lockBlocksToRemind(
          tx,
          addDays(utcToday, -1),
          addDays(utcToday, RELEASE_REMINDER_DAYS + 1),
        );
        const groups = new Map<string, Group>();
        for (const block of rows) {
          if (!block.releaseOn) continue;
          const key = `${block.hotelId}:${block.releaseOn}`;
          const group = groups.get(key) ?? {
            hotelId: block.hotelId,
            congressId: block.congressId,
            releaseOn: block.releaseOn,
            blocks: [],
          };
          group.blocks.push(block);
          groups.set(key, group);
        }
        const emails: OutgoingEmail[] = [];
        const reminded: number[] = [];
        for (const group of groups.values()) {
          const congress = await congresses.findById(tx, group.congressId);
          if (!congress) continue;
          if (releaseDatesToRemind([group.releaseOn], dayInZone(now, congress.timeZone)).length === 0)
            continue;
          emails.push(...(await remindGroup(tx, group, now)));
          reminded.push(...group.blocks.map((b) => b.id));
        }
        await enqueueEmails(tx, emails);
        await markReleaseReminded(tx, reminded);
        return emails.length;
      });
    },
  };
}

export type ReleaseReminderService = ReturnType<typeof createReleaseReminderService>;

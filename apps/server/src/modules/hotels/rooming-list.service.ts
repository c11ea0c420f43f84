import { HOTEL_MESSAGES } from '@congress/domain/contracts/congress';
import {
  ROOMING_MESSAGES,
  type THotelRoomingView,
  type TRoomingList,
  type TRoomingSendResult,
  type TRoomingSending,
} from '@congress/domain/contracts/rooming-lists';
import { dayInZone } from '@congress/domain/dates';
import { MESSAGES } from '@congress/domain/messages';
import {
  markRoomingList,
  ROOMING_LINK_DAYS,
  roomingCounts,
  roomingLinesOf,
} from '@congress/domain/rooming-list';
import type { Database, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { enqueueEmails } from '../../lib/mail/outbox.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { assertStaffCongress } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { CongressesService } from '../congresses/congresses.service.ts';
import { storeFile } from '../files/files.service.ts';
import { findHotel, type HotelRow } from './hotels.repository.ts';
import { roomingEmail } from './rooming-email.ts';
import { type RoomingDocument, roomingFileName, roomingPdf, roomingXlsx } from './rooming-files.ts';
import type { RoomingLinkSigner } from './rooming-link.ts';
import { insertSending, listRoomBookings, listSendings, type SendingRow } from './rooming-list.repository.ts';
import { roomingWords } from './rooming-words.ts';

type CongressRow = NonNullable<Awaited<ReturnType<CongressesService['findById']>>>;
const DAY_MS = 86_400_000;

/** Where the hotel reads its list (the web app's public route). */
export const roomingPath = (token: string) => `/rooming/${token}`;

const sendingDto = (row: SendingRow): TRoomingSending => ({
  id: row.id,
  sentAt: row.sentAt.toISOString(),
  sentTo: row.sentTo,
  sentBy: row.sentByEmail,
  counts: row.counts,
  linkExpiresAt: row.linkExpiresAt.toISOString(),
});

/**
 * Rooming lists sent to hotels (decisions 47): the current list marked against the last sending,
 * "Send to the hotel" (the files by e-mail through the outbox, the sending kept with its lines), and
 * the hotel's view through its signed, expiring link.
 */
export function createRoomingListService(deps: {
  db: Database;
  clock: () => Date;
  congresses: Pick<CongressesService, 'findById'>;
  signer: RoomingLinkSigner;
  publicUrl: string;
}) {
  const { db, clock, congresses, signer } = deps;

  async function load(executor: Executor, hotelId: number, forUpdate = false) {
    const hotel = await findHotel(executor, hotelId, forUpdate);
    if (!hotel) throw new AppError('NOT_FOUND', HOTEL_MESSAGES.hotelNotFound);
    const congress = await congresses.findById(executor, hotel.congressId);
    if (!congress) throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
    return { hotel, congress };
  }

  async function staffLoad(executor: Executor, actor: SessionSubject, hotelId: number, forUpdate = false) {
    const loaded = await load(executor, hotelId, forUpdate);
    assertStaffCongress(actor, loaded.hotel.congressId);
    return loaded;
  }

  /** The current lines marked against the last sending, and the sendings (newest first). */
  async function current(executor: Executor, hotel: HotelRow) {
    const [bookings, sendings] = [
      await listRoomBookings(executor, hotel.id),
      await listSendings(executor, hotel.id),
    ];
    const lines = markRoomingList(roomingLinesOf(bookings), sendings[0]?.lines ?? null);
    return { lines, counts: roomingCounts(lines), sendings };
  }

  const linkOf = async (executor: Executor, hotelId: number, expiresAt: Date) =>
    `${deps.publicUrl}${roomingPath(await signer.sign(executor, hotelId, expiresAt))}`;

  async function listOf(executor: Executor, hotel: HotelRow, congress: CongressRow): Promise<TRoomingList> {
    const { lines, counts, sendings } = await current(executor, hotel);
    const last = sendings[0];
    return {
      hotelId: hotel.id,
      hotelName: hotel.name,
      congressName: congress.label,
      reservationsEmail: hotel.reservationsEmail,
      lines,
      counts,
      sendings: sendings.map(sendingDto),
      hotelLink:
        last && last.linkExpiresAt > clock()
          ? {
              url: await linkOf(executor, hotel.id, last.linkExpiresAt),
              expiresAt: last.linkExpiresAt.toISOString(),
            }
          : null,
    };
  }

  function documentOf(hotel: HotelRow, congress: CongressRow, listed: Awaited<ReturnType<typeof current>>) {
    const now = clock();
    const words = roomingWords(congress.defaultLanguage, congress.timeZone);
    return {
      congressName: congress.label,
      hotelName: hotel.name,
      madeAt: now,
      madeOn: words.day(dayInZone(now, congress.timeZone)),
      lines: listed.lines,
      counts: listed.counts,
      words,
    } satisfies RoomingDocument;
  }

  async function file(kind: 'xlsx' | 'pdf', hotel: HotelRow, congress: CongressRow) {
    const document = documentOf(hotel, congress, await current(db, hotel));
    return {
      filename: roomingFileName(hotel.name, document.madeAt, kind),
      data: kind === 'xlsx' ? await roomingXlsx(document) : await roomingPdf(document),
    };
  }

  async function fromToken(token: string) {
    const signed = await signer.verify(db, token);
    if (!signed) throw new AppError('NOT_FOUND', ROOMING_MESSAGES.linkInvalid);
    if (signed.expiresAt <= clock()) throw new AppError('FORBIDDEN', ROOMING_MESSAGES.linkExpired);
    const loaded = await load(db, signed.hotelId).catch(() => {
      throw new AppError('NOT_FOUND', ROOMING_MESSAGES.linkInvalid);
    });
    return { ...loaded, expiresAt: signed.expiresAt };
  }

  return {
    async read(actor: SessionSubject, hotelId: number): Promise<TRoomingList> {
      const { hotel, congress } = await staffLoad(db, actor, hotelId);
      return listOf(db, hotel, congress);
    },

    async download(actor: SessionSubject, hotelId: number, kind: 'xlsx' | 'pdf') {
      const { hotel, congress } = await staffLoad(db, actor, hotelId);
      return file(kind, hotel, congress);
    },

    /**
     * Under the hotel row's lock (two sends queue, each marked against the one before): the files
     * stored, the e-mail queued with them, the sending kept with its lines, one audit entry.
     */
    async send(actor: SessionSubject, hotelId: number): Promise<TRoomingSendResult> {
      return db.transaction(async (tx) => {
        const { hotel, congress } = await staffLoad(tx, actor, hotelId, true);
        const to = hotel.reservationsEmail;
        if (!to) throw new AppError('CONFLICT', ROOMING_MESSAGES.noReservationsEmail);
        const listed = await current(tx, hotel);
        const document = documentOf(hotel, congress, listed);
        const sentAt = document.madeAt;
        const linkExpiresAt = new Date(sentAt.getTime() + ROOMING_LINK_DAYS * DAY_MS);
        const attachments = await Promise.all(
          (['xlsx', 'pdf'] as const).map(async (kind) => {
            const filename = roomingFileName(hotel.name, sentAt, kind);
            const data = kind === 'xlsx' ? await roomingXlsx(document) : await roomingPdf(document);
            const contentType =
              kind === 'xlsx'
                ? 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
                : 'application/pdf';
            return { fileId: await storeFile(tx, { name: filename, contentType, data }), filename };
          }),
        );
        const last = listed.sendings[0];
        const email = roomingEmail({
          language: congress.defaultLanguage,
          congress: congress.label,
          hotel: hotel.name,
          counts: listed.counts,
          lastSentOn: last ? document.words.day(dayInZone(last.sentAt, congress.timeZone)) : null,
          link: await linkOf(tx, hotel.id, linkExpiresAt),
          linkUntil: document.words.day(dayInZone(linkExpiresAt, congress.timeZone)),
        });
        const [outboxId] = await enqueueEmails(tx, [
          { congressId: congress.id, purpose: 'rooming-list', to, ...email, attachments },
        ]);
        const id = await insertSending(tx, {
          congressId: congress.id,
          hotelId: hotel.id,
          sentAt,
          sentTo: to,
          sentByUserId: actor.kind === 'user' ? actor.id : null,
          // Kept as the hotel now has them: cancelled rooms are gone from the next comparison.
          lines: listed.lines
            .filter((line) => line.mark !== 'cancelled')
            .map(({ mark: _m, changes: _c, before: _b, ...line }) => line),
          counts: listed.counts,
          linkExpiresAt,
          outboxId: outboxId ?? null,
        });
        await recordAudit(tx, {
          actor,
          congressId: congress.id,
          action: 'send-rooming-list',
          entity: 'hotel',
          entityId: hotel.id,
          after: { sendingId: id, sentTo: to, counts: listed.counts },
        });
        const list = await listOf(tx, hotel, congress);
        const sending = list.sendings.find((s) => s.id === id);
        if (!sending) throw new Error('sending not read back');
        return { sending, list };
      });
    },

    /** The hotel's view: its current list marked against the last sending, and each sending's changes. */
    async hotelView(token: string): Promise<THotelRoomingView> {
      const { hotel, congress, expiresAt } = await fromToken(token);
      const { lines, counts, sendings } = await current(db, hotel);
      const oldestFirst = [...sendings].reverse();
      const changeLog = oldestFirst.map((sending, index) => {
        const marked = markRoomingList(sending.lines, oldestFirst[index - 1]?.lines ?? null);
        return {
          sentAt: sending.sentAt.toISOString(),
          counts: sending.counts,
          lines: marked.filter((line) => line.mark !== 'unchanged'),
        };
      });
      return {
        congressName: congress.label,
        hotelName: hotel.name,
        generatedAt: clock().toISOString(),
        expiresAt: expiresAt.toISOString(),
        lines,
        counts,
        changeLog: changeLog.reverse(),
      };
    },

    async hotelXlsx(token: string) {
      const { hotel, congress } = await fromToken(token);
      return file('xlsx', hotel, congress);
    },
  };
}

export type RoomingListService = ReturnType<typeof createRoomingListService>;

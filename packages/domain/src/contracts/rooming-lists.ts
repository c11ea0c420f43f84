import { z } from 'zod';
import { defineTexts } from '../i18n/texts.ts';
import { ZRoomType } from './room-pickup.ts';
import { ZIsoDay } from './stays.ts';

/** Messages of the rooming lists sent to hotels (decisions 47). */
export const ROOMING_MESSAGES = defineTexts({
  noReservationsEmail: "Add the hotel's reservations e-mail before sending its rooming list.",
  linkExpired: 'This link has expired. Ask the congress organisers for a new one.',
  linkInvalid: 'This link is not valid.',
});

const ZGuests = z.array(z.string());

export const ZRoomingLine = z.object({
  key: z.string(),
  roomType: ZRoomType,
  arrival: ZIsoDay,
  departure: ZIsoDay,
  guests: ZGuests,
  awaitedRoomMate: z.string().nullable(),
  reference: z.string(),
});

/** A room's line marked against the last sending: new, changed (with what and before), cancelled. */
export const ZMarkedRoomingLine = ZRoomingLine.extend({
  mark: z.enum(['new', 'changed', 'cancelled', 'unchanged']),
  changes: z.array(z.enum(['dates', 'roomType', 'guests'])),
  before: z.object({ roomType: ZRoomType, arrival: ZIsoDay, departure: ZIsoDay, guests: ZGuests }).nullable(),
});
export type TMarkedRoomingLine = z.infer<typeof ZMarkedRoomingLine>;

export const ZRoomingCounts = z.object({
  rooms: z.number().int(),
  new: z.number().int(),
  changed: z.number().int(),
  cancelled: z.number().int(),
});

/** One sending of a hotel's list, kept: when, to whom, by whom, what it marked, its link's end. */
export const ZRoomingSending = z.object({
  id: z.number().int(),
  sentAt: z.string(),
  sentTo: z.string(),
  sentBy: z.string().nullable(),
  counts: ZRoomingCounts,
  linkExpiresAt: z.string(),
});
export type TRoomingSending = z.infer<typeof ZRoomingSending>;

/** GET /api/hotel/:id/rooming-list: the current list marked against the last sending, and the sendings. */
export const ZRoomingList = z.object({
  hotelId: z.number().int(),
  hotelName: z.string(),
  congressName: z.string(),
  reservationsEmail: z.string().nullable(),
  lines: z.array(ZMarkedRoomingLine),
  counts: ZRoomingCounts,
  /** Newest first. */
  sendings: z.array(ZRoomingSending),
  /** The hotel's link of the last sending, while it is valid. */
  hotelLink: z.object({ url: z.string(), expiresAt: z.string() }).nullable(),
});
export type TRoomingList = z.infer<typeof ZRoomingList>;

export const ZRoomingSendResult = z.object({ sending: ZRoomingSending, list: ZRoomingList });
export type TRoomingSendResult = z.infer<typeof ZRoomingSendResult>;

export const ZRoomingTokenParam = z.object({ token: z.string().min(1).max(200) });

/** GET /api/rooming/:token: what the hotel reads without an account. */
export const ZHotelRoomingView = z.object({
  congressName: z.string(),
  hotelName: z.string(),
  /** When this answer was made: the list is the current one, not the one sent. */
  generatedAt: z.string(),
  expiresAt: z.string(),
  lines: z.array(ZMarkedRoomingLine),
  counts: ZRoomingCounts,
  /** Each sending, newest first, with the lines it marked new, changed or cancelled. */
  changeLog: z.array(
    z.object({ sentAt: z.string(), counts: ZRoomingCounts, lines: z.array(ZMarkedRoomingLine) }),
  ),
});
export type THotelRoomingView = z.infer<typeof ZHotelRoomingView>;

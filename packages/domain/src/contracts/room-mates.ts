import { z } from 'zod';
import { defineTexts } from '../i18n/texts.ts';
import { ZRoomType } from './room-pickup.ts';
import { ZVersion } from './versions.ts';
import { ZIsoDay } from './stays.ts';

/** The room-mate queue (decisions 46): staff pair two waiting requests by hand or release one to single. */
export const ROOM_MATE_MESSAGES = defineTexts({
  notQueued: 'This room-mate request is no longer waiting. Reload the queue.',
  samePerson: 'A request cannot be paired with itself.',
  otherCongress: 'Both requests must be for the same congress.',
  otherRoom: 'Both requests must be for the same hotel and room type.',
});

/**
 * Why a request waits: the named member has no active registration in the congress, is registered
 * but names another member or nobody, or names this one back for another hotel or room type.
 */
export const ROOM_MATE_REASONS = ['notRegistered', 'namesSomeoneElse', 'otherRoom'] as const;
export const ZRoomMateReason = z.enum(ROOM_MATE_REASONS);
export type RoomMateReason = z.infer<typeof ZRoomMateReason>;

export const ZRoomMateRequest = z.object({
  participationId: z.number().int(),
  version: z.number().int(),
  person: z.object({
    firstName: z.string(),
    lastName: z.string(),
    memberNumber: z.string().nullable(),
    email: z.string().nullable(),
  }),
  hotel: z.object({ id: z.number().int(), name: z.string() }),
  roomType: ZRoomType,
  stay: z.object({ checkIn: ZIsoDay, checkOut: ZIsoDay }).nullable(),
  roomMate: z.object({ name: z.string(), memberNumber: z.string() }),
  reason: ZRoomMateReason,
});
export type TRoomMateRequest = z.infer<typeof ZRoomMateRequest>;

/** GET: the waiting requests of a congress and how many rooms two mates already share. */
export const ZRoomMateQueue = z.object({
  matchedRooms: z.number().int(),
  requests: z.array(ZRoomMateRequest),
});
export type TRoomMateQueue = z.infer<typeof ZRoomMateQueue>;

const ZVersionedId = z.object({ participationId: z.number().int().positive(), version: ZVersion });

/** Pair two waiting requests: each becomes the other's room-mate. */
export const ZRoomMatePairRequest = z.object({ first: ZVersionedId, second: ZVersionedId });
export type TRoomMatePairRequest = z.infer<typeof ZRoomMatePairRequest>;

/** Release a waiting request: the booker keeps the room alone. */
export const ZRoomMateReleaseRequest = z.object({ version: ZVersion });
export type TRoomMateReleaseRequest = z.infer<typeof ZRoomMateReleaseRequest>;

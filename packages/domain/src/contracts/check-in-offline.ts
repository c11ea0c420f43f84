import { z } from 'zod';
import { REGISTRATION_STATUSES } from '../enums.ts';
import { defineTexts } from '../i18n/texts.ts';
import { zId } from '../ids.ts';

export const CHECK_IN_OFFLINE_MESSAGES = defineTexts({
  refused: 'This check-in does not belong to this congress, or its entry was changed on the device.',
});

/**
 * One person of the door's offline pack: the least the door needs to recognise and check them in.
 * `tokenHash` is the SHA-256 (base64url) of the ticket's token, so a scanned ticket is verified on the
 * device without the pack holding the tickets themselves; `proof` is the server's MAC over the
 * congress and the registration, sent back with an offline check-in (the server refuses
 * an entry changed on the device, or another congress's).
 */
export const ZCheckInPackEntry = z.object({
  registrationId: z.number().int(),
  tokenHash: z.string(),
  proof: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  typeLabel: z.string(),
  hotel: z.string(),
  registrationStatus: z.enum(REGISTRATION_STATUSES),
  checkIn: z.object({ at: z.string(), by: z.string().nullable() }).nullable(),
});
export type TCheckInPackEntry = z.infer<typeof ZCheckInPackEntry>;

export const ZCheckInPack = z.object({
  congressSlug: z.string(),
  generatedAt: z.string(),
  timeZone: z.string(),
  items: z.array(ZCheckInPackEntry),
});
export type TCheckInPack = z.infer<typeof ZCheckInPack>;

/** A device's own name for itself (a random uuid kept on the device), shown to staff in conflicts. */
const ZDeviceId = z.uuid();

/** A check-in made offline, as the device queued it. `id` is the device's: a replay records nothing. */
export const ZOfflineCheckIn = z.object({
  id: z.uuid(),
  registrationId: zId(),
  proof: z.string().min(1).max(64),
  scannedAt: z.iso.datetime({ offset: true }),
});
export type TOfflineCheckIn = z.infer<typeof ZOfflineCheckIn>;

export const ZCheckInSyncRequest = z.object({
  deviceId: ZDeviceId,
  entries: z.array(ZOfflineCheckIn).min(1).max(500),
});
export type TCheckInSyncRequest = z.infer<typeof ZCheckInSyncRequest>;

/**
 * What the sync did with each entry: checked the person in; recorded a conflict (another door had
 * checked them in); nothing, as it was already synced; or refused (with the reason).
 */
export const CHECK_IN_SYNC_OUTCOMES = ['checked_in', 'conflict', 'duplicate', 'refused'] as const;
export const ZCheckInSyncResult = z.object({
  results: z.array(
    z.object({
      id: z.string(),
      outcome: z.enum(CHECK_IN_SYNC_OUTCOMES),
      message: z.string().optional(),
    }),
  ),
});
export type TCheckInSyncResult = z.infer<typeof ZCheckInSyncResult>;

const ZDoorCheckIn = z.object({
  at: z.string(),
  by: z.string().nullable(),
  /** The device of an offline check-in; null when it was made online. */
  deviceId: z.string().nullable(),
});

/** The same person checked in at two doors: the check-in that counts, and the other one. */
export const ZCheckInConflicts = z.object({
  timeZone: z.string(),
  items: z.array(
    z.object({
      id: z.string(),
      registrationId: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      first: ZDoorCheckIn,
      second: ZDoorCheckIn,
    }),
  ),
});
export type TCheckInConflicts = z.infer<typeof ZCheckInConflicts>;

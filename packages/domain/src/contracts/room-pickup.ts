import { z } from 'zod';
import { ROOM_TYPES } from '../stays.ts';
import { ZIsoDay } from './stays.ts';
import { defineTexts } from '../i18n/texts.ts';

export const PICKUP_MESSAGES = defineTexts({
  chooseRoomType: 'Choose at least one room type.',
  chooseNight: 'Choose at least one night.',
  noBlocks: 'This hotel has no room blocks yet.',
});

export const ZRoomType = z.enum(ROOM_TYPES);

const ZTotals = z.object({
  contracted: z.number().int(),
  sold: z.number().int(),
  held: z.number().int(),
  free: z.number().int(),
  exposureCents: z.number().int(),
  atRiskCents: z.number().int(),
});
export type TPickupTotals = z.infer<typeof ZTotals>;

export const ZPickupCell = z.object({
  roomType: ZRoomType,
  contracted: z.number().int(),
  sold: z.number().int(),
  held: z.number().int(),
  free: z.number().int(),
  releaseOn: ZIsoDay.nullable(),
  isReleasePast: z.boolean(),
  priceCents: z.number().int(),
  exposureCents: z.number().int(),
  atRiskCents: z.number().int(),
});
export type TPickupCell = z.infer<typeof ZPickupCell>;

/** A hotel's pickup (decisions 46): per night and room type, contracted against sold and held. */
export const ZRoomPickup = z.object({
  hotelId: z.number().int(),
  hotelName: z.string(),
  congressId: z.number().int(),
  currency: z.string(),
  /** The congress's calendar day the figures were taken on (release dates compare with it). */
  today: ZIsoDay,
  nights: z.array(
    z.object({
      night: ZIsoDay,
      isCongressNight: z.boolean(),
      cells: z.array(ZPickupCell),
      totals: ZTotals,
    }),
  ),
  totals: ZTotals,
});
export type TRoomPickup = z.infer<typeof ZRoomPickup>;

/** "Release unsold rooms": the cells chosen give back every room neither sold nor held. */
export const ZReleaseRequest = z.object({
  roomTypes: z.array(ZRoomType).min(1, PICKUP_MESSAGES.chooseRoomType).max(3),
  nights: z.array(ZIsoDay).min(1, PICKUP_MESSAGES.chooseNight).max(366),
});
export type TReleaseRequest = z.infer<typeof ZReleaseRequest>;

export const ZReleaseResult = z.object({ released: z.number().int(), pickup: ZRoomPickup });
export type TReleaseResult = z.infer<typeof ZReleaseResult>;

import { defineTexts } from './i18n/texts.ts';
import type { PricedNight } from './pricing.ts';
import { type IsoDay, nightsOf, type Stay } from './stays.ts';

/** Why a booking's stay is refused (decisions 46): 400 on `stay.checkIn` or `stay.checkOut`. */
export const STAY_RULE_MESSAGES = defineTexts({
  congressNights: 'Your stay must include the congress nights.',
  /** `night` is the night refused (a Date at noon UTC). */
  nightNotOffered: 'The hotel offers no room of this kind on the night of {night, date, long}.',
});

/** An extra night as booked: the block's extra-night price then, in integer cents. */
export type BookedNight = PricedNight;

export type StayJudgement =
  | { ok: true; stay: Stay | null; extraNights: BookedNight[] }
  | {
      ok: false;
      field: 'stay.checkIn' | 'stay.checkOut';
      message: string;
      /** The night refused, when the message names one. */
      night?: IsoDay;
    };

/**
 * A booking's stay under decisions 46: the congress nights when none is asked; otherwise every
 * congress night and, around them, only nights the hotel's block has for the room type (`offered`,
 * night to its extra-night price; empty for a hotel without blocks). A congress without dates has no
 * nights to count: the stay is null whatever was asked.
 */
export function judgeStay(
  requested: Stay | null | undefined,
  congress: Stay | null,
  offered: ReadonlyMap<IsoDay, number>,
): StayJudgement {
  if (!congress) return { ok: true, stay: null, extraNights: [] };
  const stay = requested ?? congress;
  if (stay.checkIn > congress.checkIn)
    return { ok: false, field: 'stay.checkIn', message: STAY_RULE_MESSAGES.congressNights };
  if (stay.checkOut < congress.checkOut)
    return { ok: false, field: 'stay.checkOut', message: STAY_RULE_MESSAGES.congressNights };
  const extraNights: BookedNight[] = [];
  for (const night of nightsOf(stay)) {
    if (night >= congress.checkIn && night < congress.checkOut) continue;
    const priceCents = offered.get(night);
    if (priceCents === undefined) {
      const field = night < congress.checkIn ? 'stay.checkIn' : 'stay.checkOut';
      return { ok: false, field, message: STAY_RULE_MESSAGES.nightNotOffered, night };
    }
    extraNights.push({ night, priceCents });
  }
  return { ok: true, stay, extraNights };
}

/** Whether two stays are the same nights (null is no stay). */
export function sameStay(a: Stay | null, b: Stay | null): boolean {
  if (!a || !b) return a === b;
  return a.checkIn === b.checkIn && a.checkOut === b.checkOut;
}

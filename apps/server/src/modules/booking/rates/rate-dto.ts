import type { TRate, TRateBase } from '@congress/domain/contracts/rates';
import { toCents } from '@congress/domain/money';
import { rateState, roomOptionsFor } from '@congress/domain/rate-rules';
import type { RateWithRelations } from './rates.repository.ts';

export function toRateBaseDto({ rate, hotel, section, type }: RateWithRelations): TRateBase {
  return {
    id: rate.id,
    label: rate.label,
    congressId: rate.congressId,
    hotelId: rate.hotelId,
    hotel,
    options: section,
    quota: rate.quota,
    roomOption: rate.roomOption,
    roomOptions: roomOptionsFor(rate).options,
    isOpened: rate.isOpened,
    isEarlyBird: rate.isEarlyBird,
    openDate: rate.openDate?.toISOString() ?? null,
    closeDate: rate.closeDate?.toISOString() ?? null,
    comment: rate.comment,
    firstParticipantType: type,
    secondParticipantType: rate.secondParticipantType,
    firstParticipantPrice: rate.firstParticipantPrice,
    secondParticipantPrice: rate.secondParticipantPrice,
    firstParticipantPriceCents: toCents(rate.firstParticipantPrice),
    secondParticipantPriceCents:
      rate.secondParticipantPrice === null ? null : toCents(rate.secondParticipantPrice),
    version: rate.version,
  };
}

/** A rate card: its places and state, by calendar day in the congress's time zone (decisions 9, 16). */
export function toRateDto(row: RateWithRelations, places: number, now: Date, timeZone: string): TRate {
  return { ...toRateBaseDto(row), places, ...rateState(row.rate, places, now, timeZone) };
}

import type { TRate, TRateBase } from '@congress/domain/contracts/rates';
import { compactTranslations, pickTranslation } from '@congress/domain/i18n/content';
import type { Language } from '@congress/domain/i18n/languages';
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
    registrationFee: rate.registrationFee,
    defaultText: { label: rate.label, comment: rate.comment },
    translations: compactTranslations(rate.translations),
    version: rate.version,
  };
}

/** The rate's label and comment in the reader's language, else the congress's default. */
export function localizeRate<T extends TRateBase>(rate: T, language: Language): T {
  const base = rate.defaultText ?? { label: rate.label, comment: rate.comment };
  return {
    ...rate,
    label: pickTranslation(base.label, rate.translations, language, 'label') ?? base.label,
    comment: pickTranslation(base.comment, rate.translations, language, 'comment'),
  };
}

/** A rate card: its places and state, by calendar day in the congress's time zone (decisions 9, 16). */
export function toRateDto(row: RateWithRelations, places: number, now: Date, timeZone: string): TRate {
  return { ...toRateBaseDto(row), places, ...rateState(row.rate, places, now, timeZone) };
}

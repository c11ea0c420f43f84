import { PARTICIPANT_MESSAGES } from '@congress/domain/contracts/participants';
import {
  RATE_MESSAGES,
  type TRate,
  type TRatesForParticipant,
  ZRateList,
  ZRatesForParticipant,
} from '@congress/domain/contracts/rates';
import type { Language } from '@congress/domain/i18n/languages';
import { MESSAGES } from '@congress/domain/messages';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { listParticipantTypes } from '../participant-types/participant-types.repository.ts';
import { countPlaces, countPlacesByRate } from '../../capacity/capacity.service.ts';
import { localizeRate, toRateDto } from './rate-dto.ts';
import { type RateSnapshot, rateListCache } from './rate-list-cache.ts';
import { listRatesOfCongress, rateExists } from './rates.repository.ts';
import type { BookingModules } from '../booking-deps.ts';

export function createRateListService({
  db,
  clock,
  congresses,
}: { db: Database; clock: () => Date } & Pick<BookingModules, 'congresses'>) {
  const cache = rateListCache(db);

  async function load(slug: string, now: Date): Promise<RateSnapshot> {
    const congress = await congresses.findBySlug(db, slug);
    if (!congress) throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
    const [types, rows, places] = await Promise.all([
      listParticipantTypes(db, congress.id),
      listRatesOfCongress(db, congress.id),
      countPlacesByRate(db, congress.id, now),
    ]);
    return {
      congress: { id: congress.id, memberChoosesHotel: congress.memberChoosesHotel },
      types: types.map(({ id, slug: typeSlug, label, isMember }) => ({
        id,
        slug: typeSlug,
        label,
        isMember,
      })),
      rates: rows.map((row) => toRateDto(row, places.get(row.rate.id) ?? 0, now, congress.timeZone)),
      answers: new Map(),
    };
  }

  function snapshot(slug: string): Promise<RateSnapshot> | RateSnapshot {
    const now = clock();
    return cache.get(slug, now) ?? cache.load(slug, now, () => load(slug, now));
  }

  /** Decisions 17: hotel by hotel when the member chooses the hotel, else every hotel grouped. */
  function ratesForParticipant(
    { congress, types, rates }: RateSnapshot,
    typeSlug: string,
    hotelId: number | undefined,
    language: Language,
  ): TRatesForParticipant {
    const participantType = types.find((type) => type.slug === typeSlug);
    if (!participantType) throw new AppError('NOT_FOUND', PARTICIPANT_MESSAGES.participantTypeNotFound);
    const onlyHotel = congress.memberChoosesHotel ? hotelId : undefined;
    const groups = new Map<number, TRatesForParticipant['hotels'][number]>();
    for (const rate of rates) {
      if (rate.firstParticipantType.id !== participantType.id) continue;
      if (onlyHotel !== undefined && rate.hotelId !== onlyHotel) continue;
      const group = groups.get(rate.hotelId) ?? { ...rate.hotel, rates: [] };
      group.rates.push(localizeRate(rate, language));
      groups.set(rate.hotelId, group);
    }
    return {
      participantType,
      memberChoosesHotel: congress.memberChoosesHotel,
      hotels: [...groups.values()],
    };
  }

  /**
   * The public lists are read by everyone at the opening: each answer is checked against its schema
   * and written as JSON once per snapshot (at most a second), then sent as it is.
   */
  function answerOnce(snap: RateSnapshot, key: string, make: () => string): Buffer {
    let json = snap.answers.get(key);
    if (json === undefined) {
      json = Buffer.from(make());
      snap.answers.set(key, json);
    }
    return json;
  }

  return {
    /** Labels and comments in the reader's language: one answer per language. */
    list: async (slug: string, language: Language): Promise<TRate[]> =>
      (await snapshot(slug)).rates.map((rate) => localizeRate(rate, language)),
    listJson: async (slug: string, language: Language): Promise<Buffer> => {
      const snap = await snapshot(slug);
      return answerOnce(snap, `list:${language}`, () =>
        JSON.stringify(ZRateList.parse(snap.rates.map((rate) => localizeRate(rate, language)))),
      );
    },

    forParticipant: async (slug: string, typeSlug: string, hotelId: number | undefined, language: Language) =>
      ratesForParticipant(await snapshot(slug), typeSlug, hotelId, language),
    forParticipantJson: async (
      slug: string,
      typeSlug: string,
      hotelId: number | undefined,
      language: Language,
    ): Promise<Buffer> => {
      const snap = await snapshot(slug);
      return answerOnce(snap, `participant:${typeSlug}:${hotelId ?? ''}:${language}`, () =>
        JSON.stringify(ZRatesForParticipant.parse(ratesForParticipant(snap, typeSlug, hotelId, language))),
      );
    },

    /** Never cached: the client asks it right before choosing (spec 7). */
    async count(rateId: number): Promise<number> {
      if (!(await rateExists(db, rateId))) throw new AppError('NOT_FOUND', RATE_MESSAGES.rateNotFound);
      return countPlaces(db, rateId, clock());
    },
  };
}

export type RateListService = ReturnType<typeof createRateListService>;

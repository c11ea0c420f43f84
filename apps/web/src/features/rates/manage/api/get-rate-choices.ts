import type { THotel, TParticipantType, TSection } from '@congress/domain/contracts/congress';
import { useQueries } from '@tanstack/react-query';
import { hotelsQueryOptions } from '../../../../api/hotels.ts';
import { participantTypesQueryOptions } from '../../../../api/participant-types.ts';
import { sectionsQueryOptions } from '../../../../api/sections.ts';

export type RateChoices = { hotels: THotel[]; types: TParticipantType[]; sections: TSection[] };

/**
 * What the rate modal's selects offer: the shared hotel, participant type and section queries, so
 * a hotel saved on the Hotels screen is offered here at once.
 */
export const useRateChoices = (slug: string) =>
  useQueries({
    queries: [hotelsQueryOptions(slug), participantTypesQueryOptions(slug), sectionsQueryOptions()],
    combine: ([hotels, types, sections]): { data: RateChoices | undefined } => ({
      data:
        hotels.data && types.data && sections.data
          ? { hotels: hotels.data, types: types.data, sections: sections.data }
          : undefined,
    }),
  });

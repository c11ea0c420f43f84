import { ZHotelList, ZParticipantTypeList, ZSectionList } from '@congress/domain/contracts/congress';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { rateAdminKeys } from './keys.ts';

/** What the rate modal's selects offer: hotels, participant types and sections (spec 7 calls). */
export async function getRateChoices(slug: string, signal?: AbortSignal) {
  const encoded = encodeURIComponent(slug);
  const [hotels, types, sections] = await Promise.all([
    api.get(`/hotel/congress/${encoded}`, { schema: ZHotelList, signal }),
    api.get(`/participant/congress/${encoded}/types`, { schema: ZParticipantTypeList, signal }),
    api.get('/section/uich/all', { schema: ZSectionList, signal }),
  ]);
  return { hotels, types, sections };
}
export type RateChoices = Awaited<ReturnType<typeof getRateChoices>>;

export const useRateChoices = (slug: string) =>
  useQuery(
    queryOptions({
      queryKey: rateAdminKeys.choices(slug),
      queryFn: ({ signal }) => getRateChoices(slug, signal),
    }),
  );

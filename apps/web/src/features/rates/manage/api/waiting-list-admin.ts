import {
  type TAdminWaitingList,
  ZAdminWaitingList,
  ZOfferByHandResult,
} from '@congress/domain/contracts/waiting-lists';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { notifySuccess } from '../../../../lib/notify.ts';
import { rateKeys } from '../../api/keys.ts';

/** A rate's waiting list as the admin manages it (issue 15): read, move, remove, offer by hand. */
export const adminWaitingKeys = {
  rate: (rateId: number) => [...rateKeys.all, 'waiting-list', 'admin', rateId] as const,
};

export const useAdminWaitingList = (rateId: number) =>
  useQuery(
    queryOptions({
      queryKey: adminWaitingKeys.rate(rateId),
      queryFn: ({ signal }) =>
        api.get(`/waiting-list/admin/rate/${rateId}`, { schema: ZAdminWaitingList, signal }),
    }),
  );

export type WaitingAction = { entryId: number; kind: 'up' | 'down' | 'remove' | 'offer' };

async function run({ entryId, kind }: WaitingAction): Promise<TAdminWaitingList | null> {
  const base = `/waiting-list/admin/entry/${entryId}`;
  if (kind === 'remove') return api.delete(base, { schema: ZAdminWaitingList });
  if (kind === 'offer') {
    const result = await api.post(`${base}/offer`, { schema: ZOfferByHandResult });
    notifySuccess(
      result.isBeyondQuota
        ? 'Place offered beyond the quota: the rate will have one more booking than its places.'
        : 'Place offered: the e-mail with the link is on its way.',
    );
    return null;
  }
  return api.post(`${base}/move`, { schema: ZAdminWaitingList, body: { direction: kind } });
}

export function useWaitingAction(rateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (list) => {
      if (list) queryClient.setQueryData(adminWaitingKeys.rate(rateId), list);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminWaitingKeys.rate(rateId) }),
  });
}

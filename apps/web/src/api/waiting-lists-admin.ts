import type { TAdminWaitingList } from '@congress/domain/contracts/waiting-lists';
import {
  getActivityWaitingList,
  getRateWaitingList,
  moveWaitingEntry,
  offerByHand,
  removeWaitingEntry,
} from '@congress/domain/endpoints/waiting-lists';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../lib/endpoint-call.ts';
import { currentIntl } from '../lib/current-intl.ts';
import { notifySuccess } from '../lib/notify.ts';

/**
 * A rate's or an activity's waiting list as the admin manages it: read, move, remove,
 * offer by hand. Shared by Manage Rates and Activities.
 */
export type WaitingLine = { kind: 'rate' | 'activity'; id: number };

export const adminWaitingKeys = {
  all: ['waiting-list', 'admin'] as const,
  line: (line: WaitingLine) => [...adminWaitingKeys.all, line.kind, line.id] as const,
};

export const useAdminWaitingList = (line: WaitingLine) =>
  useQuery(
    queryOptions({
      queryKey: adminWaitingKeys.line(line),
      queryFn: ({ signal }) =>
        line.kind === 'rate'
          ? call(getRateWaitingList, { params: { rateId: line.id }, signal })
          : call(getActivityWaitingList, { params: { activityId: line.id }, signal }),
    }),
  );

export type WaitingAction = { entryId: number; kind: 'up' | 'down' | 'remove' | 'offer' };

async function run({ entryId, kind }: WaitingAction): Promise<TAdminWaitingList | null> {
  const params = { entryId };
  if (kind === 'remove') return call(removeWaitingEntry, { params });
  if (kind === 'offer') {
    const result = await call(offerByHand, { params });
    const intl = currentIntl();
    notifySuccess(
      result.isBeyondQuota
        ? intl.formatMessage({
            id: 'app.waitingList.offeredBeyondQuota',
            defaultMessage:
              'Place offered beyond the quota: the rate will have one more booking than its places.',
          })
        : intl.formatMessage({
            id: 'app.waitingList.offered',
            defaultMessage: 'Place offered: the e-mail with the link is on its way.',
          }),
    );
    return null;
  }
  return call(moveWaitingEntry, { params, body: { direction: kind } });
}

export function useWaitingAction(line: WaitingLine) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (list) => {
      if (list) queryClient.setQueryData(adminWaitingKeys.line(line), list);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminWaitingKeys.line(line) }),
  });
}

import {
  setActivityOpen as setActivityOpenEndpoint,
  setAllActivitiesOpen as setAllActivitiesOpenEndpoint,
} from '@congress/domain/endpoints/activities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { activityKeys } from './keys.ts';

/** PUT /api/activity/:id/congress/:congressId: the per-activity open switch, from the version listed. */
export const setActivityOpen = (input: {
  id: number;
  congressId: number;
  isOpen: boolean;
  version: number;
}) =>
  call(setActivityOpenEndpoint, {
    params: { id: input.id, congressId: input.congressId },
    body: { isOpen: input.isOpen, version: input.version },
  });

/** PUT /api/activity/congress/:congressId/open: Open/Close all activities in one call. */
export const setAllActivitiesOpen = (input: { congressId: number; isOpen: boolean }) =>
  call(setAllActivitiesOpenEndpoint, {
    params: { congressId: input.congressId },
    body: { isOpen: input.isOpen },
  });

export function useSetActivityOpen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setActivityOpen,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }),
    // A stale switch (decisions 39) is announced by the app's error notice; the list shows the activities as they are now.
    onError: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}

export function useSetAllActivitiesOpen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAllActivitiesOpen,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}

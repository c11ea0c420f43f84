import { deleteActivity as deleteActivityEndpoint } from '@congress/domain/endpoints/activities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { activityKeys } from './keys.ts';

export const deleteActivity = (id: number) => call(deleteActivityEndpoint, { params: { id } });

export function useDeleteActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteActivity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}

import { ZActivityDeleted } from '@congress/domain/contracts/activities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { activityKeys } from './keys.ts';

export const deleteActivity = (id: number) => api.delete(`/activity/${id}`, { schema: ZActivityDeleted });

export function useDeleteActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteActivity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}

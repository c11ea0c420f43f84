import { type TActivity, type TActivityFieldsInput, ZActivity } from '@congress/domain/contracts/activities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { activityKeys } from './keys.ts';

export type SaveActivityInput =
  | { kind: 'create'; congressId: number; fields: TActivityFieldsInput }
  | { kind: 'update'; id: number; version: number; fields: TActivityFieldsInput };

/** POST /api/activity/create (created closed) or PUT /api/activity/:id from the version read (decisions 39). */
export function saveActivity(input: SaveActivityInput): Promise<TActivity> {
  return input.kind === 'create'
    ? api.post('/activity/create', {
        schema: ZActivity,
        body: { ...input.fields, congressId: input.congressId },
      })
    : api.put(`/activity/${input.id}`, {
        schema: ZActivity,
        body: { ...input.fields, version: input.version },
      });
}

export function useSaveActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveActivity,
    meta: { isSilent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}

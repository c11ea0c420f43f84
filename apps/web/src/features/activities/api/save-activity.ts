import type { TActivity, TActivityFieldsInput } from '@congress/domain/contracts/activities';
import { createActivity, updateActivity } from '@congress/domain/endpoints/activities';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { activityKeys } from './keys.ts';

export type SaveActivityInput =
  | { kind: 'create'; congressId: number; fields: TActivityFieldsInput }
  | { kind: 'update'; id: number; version: number; fields: TActivityFieldsInput };

/** POST /api/activity/create (created closed) or PUT /api/activity/:id from the version read (decisions 39). */
export function saveActivity(input: SaveActivityInput): Promise<TActivity> {
  return input.kind === 'create'
    ? call(createActivity, { body: { ...input.fields, congressId: input.congressId } })
    : call(updateActivity, { params: { id: input.id }, body: { ...input.fields, version: input.version } });
}

export function useSaveActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveActivity,
    meta: { isSilent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }),
  });
}

import type { TCongressCreate, TCongressSettings } from '@congress/domain/contracts/congress-settings';
import { createCongress as createCongressEndpoint } from '@congress/domain/endpoints/congresses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { congressKeys } from '../../../api/congress.ts';
import { call } from '../../../lib/endpoint-call.ts';
import { congressSettingsKeys } from './keys.ts';

export function createCongress(body: TCongressCreate): Promise<TCongressSettings> {
  return call(createCongressEndpoint, { body });
}

export function useCreateCongress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCongress,
    onSuccess: (created) => {
      queryClient.setQueryData(congressSettingsKeys.detail(created.slug), created);
      return queryClient.invalidateQueries({ queryKey: congressKeys.lists() });
    },
  });
}

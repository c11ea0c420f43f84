import {
  type TCongressCreate,
  type TCongressSettings,
  ZCongressSettings,
} from '@congress/domain/contracts/congress-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { congressKeys } from '../../../api/congress.ts';
import { api } from '../../../lib/api-client.ts';
import { congressSettingsKeys } from './keys.ts';

export function createCongress(body: TCongressCreate): Promise<TCongressSettings> {
  return api.post('/congress/create', { schema: ZCongressSettings, body });
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

import { type TSectionCreate, ZSectionResponse } from '@congress/domain/contracts/members';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sectionKeys } from '../../../api/sections.ts';
import { api } from '../../../lib/api-client.ts';

export function createSection(body: TSectionCreate) {
  return api.post('/section/create', { schema: ZSectionResponse, body });
}

export function useCreateSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sectionKeys.all }),
  });
}

import type { TSectionCreate } from '@congress/domain/contracts/members';
import { createSection as createSectionEndpoint } from '@congress/domain/endpoints/sections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sectionKeys } from '../../../api/sections.ts';
import { call } from '../../../lib/endpoint-call.ts';

export function createSection(body: TSectionCreate) {
  return call(createSectionEndpoint, { body });
}

export function useCreateSection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sectionKeys.all }),
  });
}

import {
  type TLetterSettings,
  type TLetterSettingsUpdate,
  ZLetterSettings,
} from '@congress/domain/contracts/invitation-letters';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { letterKeys } from './keys.ts';

const base = (slug: string) => `/letters/congress/${encodeURIComponent(slug)}`;

/** GET /api/letters/congress/:slug/settings: venue, approval, signatory. */
export function getLetterSettings(slug: string, signal?: AbortSignal): Promise<TLetterSettings> {
  return api.get(`${base(slug)}/settings`, { schema: ZLetterSettings, signal });
}

/** PUT /api/letters/congress/:slug/settings, with the version it was read at (decisions 39). */
export function updateLetterSettings(slug: string, body: TLetterSettingsUpdate): Promise<TLetterSettings> {
  return api.put(`${base(slug)}/settings`, { schema: ZLetterSettings, body });
}

/** POST /api/letters/congress/:slug/signature, multipart with one image. */
export function uploadSignature(slug: string, file: File): Promise<TLetterSettings> {
  const body = new FormData();
  body.append('file', file);
  return api.post(`${base(slug)}/signature`, { schema: ZLetterSettings, body });
}

export const letterSettingsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: letterKeys.settings(slug),
    queryFn: ({ signal }) => getLetterSettings(slug, signal),
  });

export const useLetterSettings = (slug: string) => useQuery(letterSettingsQueryOptions(slug));

export function useUpdateLetterSettings(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TLetterSettingsUpdate) => updateLetterSettings(slug, body),
    onSuccess: (saved) => queryClient.setQueryData(letterKeys.settings(slug), saved),
  });
}

export function useUploadSignature(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadSignature(slug, file),
    onSuccess: (saved) => queryClient.setQueryData(letterKeys.settings(slug), saved),
  });
}

import type { TLetterSettings, TLetterSettingsUpdate } from '@congress/domain/contracts/invitation-letters';
import {
  getLetterSettings as getLetterSettingsEndpoint,
  updateLetterSettings as updateLetterSettingsEndpoint,
  uploadLetterSignature,
} from '@congress/domain/endpoints/invitation-letters';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { upload } from '../../../lib/endpoint-upload.ts';
import { letterKeys } from './keys.ts';

/** GET /api/letters/congress/:slug/settings: venue, approval, signatory. */
export function getLetterSettings(slug: string, signal?: AbortSignal): Promise<TLetterSettings> {
  return call(getLetterSettingsEndpoint, { params: { slug }, signal });
}

/** PUT /api/letters/congress/:slug/settings, with the version it was read at (decisions 39). */
export function updateLetterSettings(slug: string, body: TLetterSettingsUpdate): Promise<TLetterSettings> {
  return call(updateLetterSettingsEndpoint, { params: { slug }, body });
}

/** POST /api/letters/congress/:slug/signature, multipart with one image. */
export function uploadSignature(slug: string, file: File): Promise<TLetterSettings> {
  const form = new FormData();
  form.append('file', file);
  return upload(uploadLetterSignature, { params: { slug }, form });
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

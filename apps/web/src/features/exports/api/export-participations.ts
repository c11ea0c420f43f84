import { type ExportType, exportFilename } from '@congress/domain/contracts/exports';
import type { TParticipationFilter } from '@congress/domain/contracts/participation-list';
import { exportParticipations as exportParticipationsEndpoint } from '@congress/domain/endpoints/exports';
import { useMutation } from '@tanstack/react-query';
import { download } from '../../../lib/endpoint-call.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** A 20,000-row export streams for a while: well beyond the client's default 30 s. */
export const EXPORT_TIMEOUT_MS = 10 * 60_000;

export type ExportInput = {
  type: ExportType;
  congressId: number;
  congressSlug: string;
  filter: TParticipationFilter;
  /** Only these participations (the list's selection); otherwise the filter's. */
  participationIds?: number[] | null;
  onProgress?: (bytesReceived: number) => void;
};

/** POST /api/export/:type: the server builds the xlsx from its data and the list's filter or selection. */
export async function exportParticipations({
  type,
  congressId,
  congressSlug,
  filter,
  participationIds,
  onProgress,
}: ExportInput) {
  const file = await download(exportParticipationsEndpoint, {
    params: { type },
    body: participationIds ? { congressId, participationIds } : { congressId, filter },
    timeoutMs: EXPORT_TIMEOUT_MS,
    ...(onProgress ? { onProgress } : {}),
  });
  saveFile(file.blob, file.filename ?? exportFilename(type, congressSlug));
}

/** Silent for the global handler: the menu shows the export messages of spec 5 and 8 itself. */
export const useExportParticipations = () =>
  useMutation({ mutationFn: exportParticipations, meta: { isSilent: true } });

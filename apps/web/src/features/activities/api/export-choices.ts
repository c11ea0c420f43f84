import { exportChoices as exportChoicesEndpoint } from '@congress/domain/endpoints/activities';
import { useMutation } from '@tanstack/react-query';
import { download } from '../../../lib/endpoint-call.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** GET /api/activity/export/congress/:slug: the xlsx of every choice, saved as a file. */
export async function exportChoices(slug: string): Promise<void> {
  const { blob, filename } = await download(exportChoicesEndpoint, { params: { slug } });
  saveFile(blob, filename ?? `activities-${slug}.xlsx`);
}

/** Silent for the global handler: the statistics screen shows the export messages itself. */
export const useExportChoices = () => useMutation({ mutationFn: exportChoices, meta: { isSilent: true } });

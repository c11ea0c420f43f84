import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** GET /api/activity/export/congress/:slug: the xlsx of every choice, saved as a file. */
export async function exportChoices(slug: string): Promise<void> {
  const { blob, filename } = await api.download(`/activity/export/congress/${encodeURIComponent(slug)}`);
  saveFile(blob, filename ?? `activities-${slug}.xlsx`);
}

/** Silent for the global handler: the statistics screen shows the export messages itself. */
export const useExportChoices = () => useMutation({ mutationFn: exportChoices, meta: { isSilent: true } });

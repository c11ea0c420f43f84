import {
  downloadHotelRoomingXlsx,
  downloadRoomingPdf,
  downloadRoomingXlsx,
} from '@congress/domain/endpoints/rooming-lists';
import { useMutation } from '@tanstack/react-query';
import { download } from '../../../../lib/endpoint-call.ts';
import { saveFile } from '../../../../lib/save-file.ts';

export type RoomingFile = { format: 'xlsx' | 'pdf' } & ({ hotelId: number } | { token: string });

/** The list as a file: staff by hotel (xlsx or PDF), the hotel by its link (xlsx). */
export async function downloadRooming(file: RoomingFile) {
  const downloaded =
    'token' in file
      ? await download(downloadHotelRoomingXlsx, { params: { token: file.token } })
      : await download(file.format === 'pdf' ? downloadRoomingPdf : downloadRoomingXlsx, {
          params: { id: file.hotelId },
        });
  saveFile(downloaded.blob, downloaded.filename ?? `rooming-list.${file.format}`);
}

// The buttons show the error.
export const useDownloadRooming = () =>
  useMutation({ mutationFn: downloadRooming, meta: { isSilent: true } });

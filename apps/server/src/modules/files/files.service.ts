import { MESSAGES } from '@congress/domain/messages';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { findCongressImage, insertStoredFile } from './files.repository.ts';
import { type ServedFile, servedFile } from './served-file.ts';

/** Stored files (logos, bank details, issued documents); `store` is what other modules use. */
export function createFilesService({ db }: { db: Database }) {
  return {
    /** Public images only: issued invoices are private and get owner-scoped routes of their own. */
    async getPublic(id: string): Promise<ServedFile> {
      const file = await findCongressImage(db, id);
      if (!file) throw new AppError('NOT_FOUND', MESSAGES.notFound);
      return servedFile(file);
    },

    /** Stores an upload in the caller's transaction; returns the new file's id. */
    store: insertStoredFile,
  };
}
export type FilesService = ReturnType<typeof createFilesService>;

/** The same for code that runs without the service in hand (issued invoices and proformas). */
export const storeFile = insertStoredFile;

import { MESSAGES } from '@congress/domain/messages';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { findCongressImage, type PublicFile } from './files.repository.ts';

export function createFilesService({ db }: { db: Database }) {
  return {
    /** Public images only: issued invoices are private and get owner-scoped routes of their own. */
    async getPublic(id: string): Promise<PublicFile> {
      const file = await findCongressImage(db, id);
      if (!file) throw new AppError('NOT_FOUND', MESSAGES.notFound);
      return file;
    },
  };
}

import type { TSection } from '@congress/domain/contracts/congress';
import type { Database } from '../../db/database.ts';
import { listSections } from './sections.repository.ts';

/** Sections belong to the association, not to one congress (decisions 1). */
export function createSectionsService({ db }: { db: Database }) {
  return {
    async list(): Promise<TSection[]> {
      return (await listSections(db)).map((row) => ({
        id: row.id,
        name: row.name,
        addressCountry: row.addressCountry,
        numero: row.numero,
      }));
    },
  };
}

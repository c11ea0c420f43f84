import type { TSection } from '@congress/domain/contracts/congress';
import { MEMBER_MESSAGES, type ZSectionCreate } from '@congress/domain/contracts/members';
import type { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { findSectionByName, insertSection, listSections, type SectionRow } from './sections.repository.ts';

const toDto = (row: SectionRow): TSection => ({
  id: row.id,
  name: row.name,
  addressCountry: row.addressCountry,
  numero: row.numero,
});

/** Sections belong to the association, not to one congress (decisions 1). */
export function createSectionsService({ db }: { db: Database }) {
  return {
    async list(): Promise<TSection[]> {
      return (await listSections(db)).map(toDto);
    },

    async create(session: SessionSubject, input: z.output<typeof ZSectionCreate>): Promise<TSection> {
      return db.transaction(async (tx) => {
        if (await findSectionByName(tx, input.name)) {
          throw new AppError('CONFLICT', MEMBER_MESSAGES.sectionExists, {
            fields: {
              name: MEMBER_MESSAGES.sectionExists,
            },
          });
        }
        const section = toDto(await insertSection(tx, input));
        await recordAudit(tx, {
          actor: session,
          congressId: null,
          action: 'create',
          entity: 'section',
          entityId: section.id,
          after: section,
        });
        return section;
      });
    },
  };
}

export type SectionsService = ReturnType<typeof createSectionsService>;

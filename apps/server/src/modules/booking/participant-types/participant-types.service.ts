import type { TParticipantType } from '@congress/domain/contracts/congress';
import type { Database } from '../../../db/database.ts';
import type { CongressesService } from '../../congresses/congresses.service.ts';
import {
  listParticipantTypes,
  listRatedParticipantTypes,
  type ParticipantTypeRow,
} from './participant-types.repository.ts';

const toDto = (row: ParticipantTypeRow): TParticipantType => ({
  id: row.id,
  slug: row.slug,
  label: row.label,
  isMember: row.isMember,
});

export function createParticipantTypesService(deps: {
  db: Database;
  congresses: Pick<CongressesService, 'requireBySlug'>;
}) {
  const { db, congresses } = deps;
  return {
    /** Every type of the congress, for admin selects (decisions 4). */
    async listAll(slug: string): Promise<TParticipantType[]> {
      const congress = await congresses.requireBySlug(slug);
      return (await listParticipantTypes(db, congress.id)).map(toDto);
    },
    /** Only the types a participant can book, for the login side panel and home (decisions 4). */
    async listWithRates(slug: string): Promise<TParticipantType[]> {
      const congress = await congresses.requireBySlug(slug);
      return (await listRatedParticipantTypes(db, congress.id)).map(toDto);
    },
  };
}

export type ParticipantTypesService = ReturnType<typeof createParticipantTypesService>;

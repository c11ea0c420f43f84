import {
  BULK_MESSAGES,
  type TBulkFailure,
  type TBulkSelection,
} from '@congress/domain/contracts/bulk-actions';
import type { Executor } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { BulkTarget } from '../../../lib/bulk-run.ts';
import { findNamedParticipations } from './bulk-selection.repository.ts';
import { findParticipationIdsByFilter } from './participation-list.repository.ts';

/**
 * The participations a bulk action works on. Picked ids outside the congress are reported as
 * failures, never touched; a filter must still select the number the organiser confirmed.
 */
export async function resolveBulkSelection(
  db: Executor,
  congressId: number,
  selection: TBulkSelection,
): Promise<{ targets: BulkTarget[]; refused: TBulkFailure[] }> {
  if (selection.kind === 'filter') {
    const ids = await findParticipationIdsByFilter(db, congressId, selection.filter);
    if (ids.length !== selection.expectedCount)
      throw new AppError('CONFLICT', BULK_MESSAGES.selectionChanged, {
        values: {
          count: ids.length,
        },
      });
    return { targets: await findNamedParticipations(db, congressId, ids), refused: [] };
  }
  const ids = [...new Set(selection.ids)];
  const targets = await findNamedParticipations(db, congressId, ids);
  const found = new Set(targets.map((target) => target.participationId));
  const refused = ids
    .filter((id) => !found.has(id))
    .map((id) => ({ participationId: id, name: `#${id}`, message: BULK_MESSAGES.notInCongress }));
  return { targets, refused };
}

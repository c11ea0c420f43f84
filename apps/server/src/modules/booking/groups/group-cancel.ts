import { GROUP_MESSAGES, type TGroup } from '@congress/domain/contracts/groups';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { SessionSubject } from '../../../lib/session-subject.ts';
import { findParticipationAggregate } from '../participations/participation-read.repository.ts';
import type { SelfCancelService } from '../cancel/self-cancel.service.ts';
import { assertGroupAccess } from './group-access.ts';
import { isNamed } from './group-view.ts';
import { listGroupPlaces } from './groups.repository.ts';
import { loadGroupView } from './groups.service.ts';

/** POST /api/group/:id/place/:participationId/cancel: the payer cancels a place nobody is named on. */
export function createGroupCancelService(deps: {
  db: Database;
  clock: () => Date;
  selfCancel: Pick<SelfCancelService, 'quote' | 'cancel'>;
}) {
  const { db, clock, selfCancel } = deps;
  return {
    async cancelPlace(
      session: SessionSubject,
      ids: { groupId: number; participationId: number },
    ): Promise<TGroup> {
      const group = await assertGroupAccess(db, session, ids.groupId);
      const places = await listGroupPlaces(db, group.id);
      if (!places.some((place) => place.participationId === ids.participationId))
        throw new AppError('NOT_FOUND', GROUP_MESSAGES.placeNotFound);
      const agg = await findParticipationAggregate(db, ids.participationId);
      if (!agg) throw new AppError('NOT_FOUND', GROUP_MESSAGES.placeNotFound);
      if (isNamed(agg)) throw new AppError('CONFLICT', GROUP_MESSAGES.placeCancelledNamed);
      const quote = await selfCancel.quote(session, ids.participationId);
      await selfCancel.cancel(session, ids.participationId, { version: quote.version });
      return loadGroupView(db, group, clock());
    },
  };
}
export type GroupCancelService = ReturnType<typeof createGroupCancelService>;

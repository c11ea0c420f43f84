import { VERSION_MESSAGES } from '@congress/domain/contracts/versions';
import type { Executor } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { assertFreshWrite } from '../../../lib/stale-version.ts';
import { updateParticipation } from './participations.repository.ts';

/**
 * The spec's per-field writes of a participation (a registration's status, the companion's names):
 * staff name the version they read and the write goes through only from it, moving it (decisions 39);
 * a participant writing its own participation need not.
 */
export async function claimParticipationVersion(
  executor: Executor,
  participationId: number,
  claim: { version: number | undefined; isStaff: boolean; now: Date },
): Promise<void> {
  if (claim.version === undefined) {
    if (!claim.isStaff) return;
    throw new AppError('VALIDATION', VERSION_MESSAGES.required, {
      fields: { version: VERSION_MESSAGES.required },
    });
  }
  const written = await updateParticipation(
    executor,
    participationId,
    { updatedAt: claim.now },
    claim.version,
  );
  assertFreshWrite(written);
}

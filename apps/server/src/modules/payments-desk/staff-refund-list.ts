import type { TOwedParticipation } from '@congress/domain/contracts/staff-refunds';
import { mainRegistration, statementOf } from '@congress/domain/participation-money';
import type { Executor } from '../../db/database.ts';
import type { DeskModules } from './desk-deps.ts';
import { listNegativeDueParticipationIds } from './staff-refund.repository.ts';

/**
 * Every participation owed money that no open request asks back (decisions 43: a staff change, a
 * cancellation, an overpayment), with its statement; requests are the refund tab's other list.
 */
export async function listOwed(
  booking: DeskModules['booking'],
  executor: Executor,
  congressId: number,
): Promise<TOwedParticipation[]> {
  const ids = await listNegativeDueParticipationIds(executor, congressId);
  if (ids.length === 0) return [];
  const byId = new Map(
    (await booking.loadParticipationAggregates(executor, congressId, ids)).map((agg) => [
      agg.participation.id,
      agg,
    ]),
  );
  return ids.flatMap((id) => {
    const agg = byId.get(id);
    if (!agg) return [];
    const statement = statementOf(agg);
    if (statement.creditCents <= 0) return [];
    const person = mainRegistration(agg)?.participant;
    return [
      {
        participationId: id,
        participant: {
          firstName: person?.firstName ?? '',
          lastName: person?.lastName ?? '',
          email: person?.email ?? null,
          memberNumber: person?.memberNumber ?? null,
        },
        currency: agg.congress.currency,
        owedCents: statement.creditCents,
        statement,
      },
    ];
  });
}

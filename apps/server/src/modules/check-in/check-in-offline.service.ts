import { CHECK_IN_MESSAGES } from '@congress/domain/contracts/check-in';
import {
  CHECK_IN_OFFLINE_MESSAGES,
  type TCheckInConflicts,
  type TCheckInPack,
  type TCheckInSyncRequest,
  type TCheckInSyncResult,
  type TOfflineCheckIn,
} from '@congress/domain/contracts/check-in-offline';
import { MESSAGES } from '@congress/domain/messages';
import { AppError } from '../../lib/app-error.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { assertCanCheckIn } from './check-in-access.ts';
import {
  findCheckIn,
  findConflicts,
  hasScan,
  insertOfflineCheckIn,
  insertScan,
} from './check-in-offline.repository.ts';
import { byRegistrationIds, findPeople } from './check-in.repository.ts';
import type { CheckInDeps } from './check-in-deps.ts';
import { typeLabelOf } from './person-card.ts';
import { ticketTokenHash } from './ticket-token.ts';

type SyncOutcome = TCheckInSyncResult['results'][number];

/** A concurrent sync of the same scan id wrote it first: this one's writes are rolled back. */
class ReplayedScan extends Error {}

/**
 * The door without the network (decisions 2: the door's staff only): the pack a device keeps, and
 * the check-ins it made offline, recorded once each at the time they were scanned.
 */
export function createCheckInOfflineService({ db, clock, signer, congresses }: CheckInDeps) {
  async function congressFor(session: SessionSubject, slug: string) {
    const congress = await congresses.findBySlug(db, slug);
    if (!congress) throw new AppError('NOT_FOUND', MESSAGES.notFound);
    assertCanCheckIn(session, congress.id);
    return congress;
  }

  async function syncOne(
    session: SessionSubject,
    congressId: number,
    deviceId: string,
    entry: TOfflineCheckIn,
  ): Promise<SyncOutcome> {
    const { id, registrationId } = entry;
    const refused = (message: string): SyncOutcome => ({ id, outcome: 'refused', message });
    const [person] = await findPeople(db, congressId, byRegistrationIds([registrationId]), 1);
    const isGenuine =
      person !== undefined &&
      (await signer.matchesPackEntry(db, { congressId, registrationId, proof: entry.proof }));
    if (!isGenuine) return refused(CHECK_IN_OFFLINE_MESSAGES.refused);
    if (person.registrationStatus === 'cancelled') return refused(CHECK_IN_MESSAGES.cancelled);
    const now = clock();
    // A device clock ahead of the server's never dates a check-in in the future.
    const scannedAt = new Date(Math.min(Date.parse(entry.scannedAt), now.getTime()));
    const syncedBy = session.kind === 'user' ? session.id : null;
    try {
      return await db.transaction(async (tx) => {
        if (await hasScan(tx, id)) return { id, outcome: 'duplicate' };
        const values = { registrationId, congressId, checkedInBy: syncedBy, at: scannedAt, deviceId };
        if (await insertOfflineCheckIn(tx, values)) {
          const scan = { id, congressId, registrationId, deviceId, scannedAt, syncedBy, syncedAt: now };
          if (!(await insertScan(tx, { ...scan, outcome: 'checked_in' }))) throw new ReplayedScan();
          await recordAudit(tx, {
            actor: session,
            congressId,
            action: 'check-in',
            entity: 'registration',
            entityId: registrationId,
            after: { checkedInAt: scannedAt, participationId: person.participationId, deviceId },
          });
          return { id, outcome: 'checked_in' };
        }
        const existing = await findCheckIn(tx, registrationId);
        // The same device checking the same person in twice is one arrival, not two doors.
        if (existing?.deviceId === deviceId) return { id, outcome: 'duplicate' };
        const scan = { id, congressId, registrationId, deviceId, scannedAt, syncedBy, syncedAt: now };
        if (!(await insertScan(tx, { ...scan, outcome: 'conflict' }))) throw new ReplayedScan();
        return { id, outcome: 'conflict' };
      });
    } catch (error) {
      if (error instanceof ReplayedScan) return { id, outcome: 'duplicate' };
      throw error;
    }
  }

  return {
    /** Every person of the congress, with the least the door shows, each entry signed. */
    async pack(session: SessionSubject, slug: string): Promise<TCheckInPack> {
      const congress = await congressFor(session, slug);
      const rows = await findPeople(db, congress.id, undefined, 50_000);
      const items = [];
      for (const row of rows) {
        const token = await signer.sign(db, congress.id, row.registrationId);
        items.push({
          registrationId: row.registrationId,
          tokenHash: ticketTokenHash(token),
          proof: await signer.signPackEntry(db, congress.id, row.registrationId),
          firstName: row.firstName,
          lastName: row.lastName,
          typeLabel: typeLabelOf(row),
          hotel: row.hotel,
          registrationStatus: row.registrationStatus,
          checkIn: row.checkedInAt ? { at: row.checkedInAt.toISOString(), by: row.checkedInBy } : null,
        });
      }
      return {
        congressSlug: congress.slug,
        generatedAt: clock().toISOString(),
        timeZone: congress.timeZone,
        items,
      };
    },

    /** Records a device's queue: each entry once, whatever how often it is sent. */
    async sync(
      session: SessionSubject,
      slug: string,
      request: TCheckInSyncRequest,
    ): Promise<TCheckInSyncResult> {
      const congress = await congressFor(session, slug);
      const results: SyncOutcome[] = [];
      for (const entry of request.entries)
        results.push(await syncOne(session, congress.id, request.deviceId, entry));
      return { results };
    },

    async conflicts(session: SessionSubject, slug: string): Promise<TCheckInConflicts> {
      const congress = await congressFor(session, slug);
      const rows = await findConflicts(db, congress.id);
      return {
        timeZone: congress.timeZone,
        items: rows.map((row) => ({
          id: row.id,
          registrationId: row.registrationId,
          firstName: row.firstName,
          lastName: row.lastName,
          first: { at: row.firstAt.toISOString(), by: row.firstBy, deviceId: row.firstDevice },
          second: { at: row.secondAt.toISOString(), by: row.secondBy, deviceId: row.secondDevice },
        })),
      };
    },
  };
}
export type CheckInOfflineService = ReturnType<typeof createCheckInOfflineService>;

import type {
  TCheckInPack,
  TCheckInPackEntry,
  TCheckInSyncResult,
} from '@congress/domain/contracts/check-in-offline';

/** A check-in made without the network, waiting on the device until the server has it. */
export type QueuedCheckIn = { id: string; registrationId: number; proof: string; scannedAt: string };

const normalise = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** People of the pack whose name holds every word of the search, accents and case ignored (as online). */
export function searchPack(pack: TCheckInPack, search: string, limit = 20): TCheckInPackEntry[] {
  const words = normalise(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return pack.items
    .filter((item) => {
      const name = normalise(`${item.firstName} ${item.lastName}`);
      return words.every((word) => name.includes(word));
    })
    .slice(0, limit);
}

/** The person of a scanned ticket: the pack keeps each ticket's hash, never the ticket. */
export const findByTokenHash = (pack: TCheckInPack, tokenHash: string) =>
  pack.items.find((item) => item.tokenHash === tokenHash) ?? null;

/** When the person was checked in, as this device knows it: the server's, else its own queued one. */
export function checkedInAt(item: TCheckInPackEntry, queue: readonly QueuedCheckIn[]): string | null {
  return (
    item.checkIn?.at ?? queue.find((entry) => entry.registrationId === item.registrationId)?.scannedAt ?? null
  );
}

export type OfflineCheckInOutcome =
  | { outcome: 'queued'; queue: QueuedCheckIn[]; at: string }
  | { outcome: 'already'; queue: QueuedCheckIn[]; at: string }
  | { outcome: 'cancelled'; queue: QueuedCheckIn[] };

/** Checks a person in on the device: once, as the server would (a cancelled registration never). */
export function checkInOffline(
  item: TCheckInPackEntry,
  queue: readonly QueuedCheckIn[],
  now: Date,
  newId: () => string,
): OfflineCheckInOutcome {
  if (item.registrationStatus === 'cancelled') return { outcome: 'cancelled', queue: [...queue] };
  const at = checkedInAt(item, queue);
  if (at) return { outcome: 'already', queue: [...queue], at };
  const entry = {
    id: newId(),
    registrationId: item.registrationId,
    proof: item.proof,
    scannedAt: now.toISOString(),
  };
  return { outcome: 'queued', queue: [...queue, entry], at: entry.scannedAt };
}

/**
 * The queue once the server answered a sync: every entry it answered leaves the queue (checked in,
 * conflict, already synced, or refused, which staff see); those it did not answer stay for the next.
 */
export function afterSync(queue: readonly QueuedCheckIn[], result: TCheckInSyncResult) {
  const answered = new Map(result.results.map((entry) => [entry.id, entry]));
  return {
    queue: queue.filter((entry) => !answered.has(entry.id)),
    refused: result.results.filter((entry) => entry.outcome === 'refused'),
  };
}

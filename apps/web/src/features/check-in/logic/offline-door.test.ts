import { createHash } from 'node:crypto';
import type { TCheckInPack, TCheckInPackEntry } from '@congress/domain/contracts/check-in-offline';
import { describe, expect, it } from 'vitest';
import { afterSync, checkInOffline, findByTokenHash, searchPack } from './offline-door.ts';
import { ticketTokenHash } from './token-hash.ts';

const person = (
  registrationId: number,
  firstName: string,
  lastName: string,
  extra: Partial<TCheckInPackEntry> = {},
) => ({
  registrationId,
  tokenHash: `hash-${registrationId}`,
  proof: `proof-${registrationId}`,
  firstName,
  lastName,
  typeLabel: 'Member',
  hotel: 'Grand Hotel',
  registrationStatus: 'confirmed' as const,
  checkIn: null,
  ...extra,
});
const pack: TCheckInPack = {
  congressSlug: 'demo',
  generatedAt: '2026-11-26T07:00:00.000Z',
  timeZone: 'Europe/Lisbon',
  items: [
    person(1, 'João', 'Pereira'),
    person(2, 'Joana', 'Silva'),
    person(3, 'Camille', 'Dubois', { checkIn: { at: '2026-11-26T07:30:00.000Z', by: 'door@demo.test' } }),
    person(4, 'Ana', 'Costa', { registrationStatus: 'cancelled' }),
  ],
};
let ids = 0;
const newId = () => `id-${++ids}`;
const now = new Date('2026-11-26T08:00:00.000Z');

describe('the offline door', () => {
  it('finds people by every word of their name, accents and case ignored', () => {
    expect(searchPack(pack, 'joao').map((item) => item.registrationId)).toEqual([1]);
    expect(searchPack(pack, 'JO').map((item) => item.registrationId)).toEqual([1, 2]);
    expect(searchPack(pack, 'jo silva').map((item) => item.registrationId)).toEqual([2]);
    expect(searchPack(pack, '  ')).toEqual([]);
  });

  it('verifies a scanned ticket by its hash, as the server computes it', async () => {
    const token = '1a.AbCdEfGhIjKlMnOpQrStUv';
    const hash = createHash('sha256').update(token).digest('base64url');
    expect(await ticketTokenHash(token)).toBe(hash);
    const withTicket = { ...pack, items: [person(9, 'Kenji', 'Tanaka', { tokenHash: hash })] };
    expect(findByTokenHash(withTicket, await ticketTokenHash(token))?.lastName).toBe('Tanaka');
    expect(findByTokenHash(withTicket, await ticketTokenHash(`${token}x`))).toBeNull();
  });

  it('queues a check-in once; a second is "already", a cancelled one never', () => {
    const first = checkInOffline(pack.items[0] as TCheckInPackEntry, [], now, newId);
    expect(first).toMatchObject({ outcome: 'queued', at: now.toISOString() });
    expect(first.queue).toEqual([
      { id: 'id-1', registrationId: 1, proof: 'proof-1', scannedAt: now.toISOString() },
    ]);
    const again = checkInOffline(pack.items[0] as TCheckInPackEntry, first.queue, now, newId);
    expect(again).toMatchObject({ outcome: 'already', at: now.toISOString() });
    expect(again.queue).toHaveLength(1);
    expect(checkInOffline(pack.items[2] as TCheckInPackEntry, [], now, newId)).toMatchObject({
      outcome: 'already',
      at: '2026-11-26T07:30:00.000Z',
    });
    expect(checkInOffline(pack.items[3] as TCheckInPackEntry, [], now, newId).outcome).toBe('cancelled');
  });

  it('drops from the queue what the server answered, keeps the rest, and names the refused', () => {
    const queue = [
      { id: 'a', registrationId: 1, proof: 'p', scannedAt: now.toISOString() },
      { id: 'b', registrationId: 2, proof: 'p', scannedAt: now.toISOString() },
      { id: 'c', registrationId: 3, proof: 'p', scannedAt: now.toISOString() },
    ];
    const result = afterSync(queue, {
      results: [
        { id: 'a', outcome: 'checked_in' },
        { id: 'b', outcome: 'refused', message: 'changed' },
      ],
    });
    expect(result.queue.map((entry) => entry.id)).toEqual(['c']);
    expect(result.refused).toEqual([{ id: 'b', outcome: 'refused', message: 'changed' }]);
  });
});
